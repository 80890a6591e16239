import { COPY, PRICING } from '@sous/domain';
import { PRICE_COPY } from '@sous/domain/price';
import { formatDateTime } from '@sous/entitlements';
import { nextCharge, nextChargeText } from '@sous/entitlements/charges';
import type { UserRow } from '../../db/schema.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The simulated provider's billing portal: a small page where the cook can cancel or resume. */
export function simulatedPortalPage(options: {
  user: UserRow | null;
  accountUrl: string;
  nonce: string;
  /** The cook's time zone (sent by the web app), so times read as in the app; UTC when unknown. */
  timeZone: string;
  now: Date;
}): string {
  const { user, nonce, timeZone } = options;
  const account = escapeHtml(options.accountUrl);
  let body: string;
  if (!user) {
    body = `<p>Please sign in to manage your subscription.</p><p><a href="${account}">Back to ${COPY.brand.name}</a></p>`;
  } else if (!user.stripeSubscriptionId) {
    body = `<p>You have no subscription yet.</p><p><a href="${account}">Back to your account</a></p>`;
  } else {
    const format = { timeZone };
    const ends = user.subscriptionEndsAt ? formatDateTime(user.subscriptionEndsAt, 'en-US', format) : '—';
    const cancelled = user.subscriptionType === 'cancelled';
    const status = cancelled
      ? `${COPY.account.cancelled}. ${COPY.account.accessUntil} ${ends}.`
      : user.subscriptionType === 'trial'
        ? `Free trial, ends ${formatDateTime(user.trialEndsAt, 'en-US', format)}.`
        : `Premium, $${PRICING.monthlyPrice}/month. Renews ${ends}.`;
    // The same rule and words as the account card and the badge tooltip (docs/decisions/107).
    const charge = nextCharge(user, options.now);
    const chargeLine = charge ? `${nextChargeText(charge, 'en-US', format)} ${PRICE_COPY.thenMonthly}` : null;
    body = `
      <p><strong>Plan:</strong> <span id="status">${escapeHtml(status)}</span></p>
      ${chargeLine ? `<p id="next-charge">${escapeHtml(chargeLine)}</p>` : ''}
      <p><small>${escapeHtml(PRICE_COPY.timesIn(timeZone))}</small></p>
      <p>${cancelled ? `<button id="action" data-action="resume">Resume subscription</button>` : `<button id="action" data-action="cancel">Cancel subscription</button>`}</p>
      <p id="message" role="status"></p>
      <p><a href="${account}">Back to your account</a></p>`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Billing — ${COPY.brand.name}</title>
<style nonce="${nonce}">
  body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #1c1917; }
  .test-mode { background: #fef3c7; border: 1px solid #f59e0b; padding: .5rem .75rem; border-radius: .375rem; }
  button { font: inherit; padding: .5rem 1rem; border-radius: .375rem; border: 1px solid #c2410c; background: #c2410c; color: white; cursor: pointer; }
  a { color: #9a3412; }
</style>
</head>
<body>
<main>
  <h1>${COPY.brand.name} billing</h1>
  <p class="test-mode">${COPY.upsell.testMode}</p>
  ${body}
</main>
<script nonce="${nonce}">
  const button = document.getElementById('action');
  if (button) button.addEventListener('click', async () => {
    button.disabled = true;
    const response = await fetch('./simulated-portal/' + button.dataset.action, {
      method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}'
    });
    if (response.ok) location.reload();
    else { document.getElementById('message').textContent = 'That did not work. Please try again.'; button.disabled = false; }
  });
</script>
</body>
</html>`;
}
