import { expect, test } from '@playwright/test';
import { COPY, FREE_RECIPE_COPY, PRICING, TOASTS } from '@sous/domain';
import { ADVANCED_OPTION_COPY, PRICE_COPY } from '@sous/domain/price';
import {
  expectNoSeriousA11yViolations,
  grantTrial,
  ownNetwork,
  signUpByApi,
  toastText,
  uniqueEmail,
} from './fixtures.ts';

// Issue 15 parts 2 and 5 (docs/decisions/107 and 108).

test.describe('one price, everywhere', () => {
  // A time zone far from the servers' UTC: every screen, the portal included, must state local time.
  test.use({ ...ownNetwork(26), timezoneId: 'Pacific/Auckland', viewport: { width: 1280, height: 900 } });

  test('the discount path states the trial and $1.49 on the dialog, button, account card, badge tooltip and portal', async ({
    page,
  }) => {
    await signUpByApi(page, uniqueEmail('price'), 'a fine password');
    await page.goto('/');
    await page.getByRole('button', { name: COPY.header.upgrade }).click();
    await page
      .getByRole('dialog', { name: COPY.upsell.premiumTitle })
      .getByRole('button', { name: COPY.upsell.startTrial })
      .click();

    const payment = page.getByRole('dialog', { name: COPY.upsell.paymentTitle });
    await expect(payment.getByText(PRICE_COPY.stepTwoOfTwo)).toBeVisible();
    await expect(payment.getByTestId('checkout-terms')).toContainText(`then $${PRICING.monthlyPrice} on`);
    await payment.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('dialog', { name: COPY.upsell.retentionTitle })
      .getByRole('button', { name: COPY.upsell.noThanks })
      .click();
    await page
      .getByRole('dialog', { name: COPY.upsell.offerTitle })
      .getByRole('button', { name: COPY.upsell.offerAccept })
      .click();

    // Payment dialog: still the trial, then $1.49; the spec's button label says the trial starts.
    await expect(payment.getByText(PRICE_COPY.stepTwoOfTwo)).toBeVisible();
    const terms = payment.getByTestId('checkout-terms');
    await expect(terms).toContainText(
      `Free for ${PRICING.trialDays} days, then $${PRICING.discountPrice} on`,
    );
    await expect(terms).toContainText(PRICE_COPY.discountNote);
    await expect(terms).toContainText(PRICE_COPY.thenMonthly);
    await expectNoSeriousA11yViolations(page);
    await payment.getByRole('button', { name: COPY.upsell.startTrial }).click();
    await expect(toastText(page, TOASTS.trialStarted.title)).toBeVisible();

    // Account card: the spec's trial lines, and beside them the next charge.
    await page.goto('/account');
    const main = page.getByRole('main');
    await expect(main.getByText(`${PRICING.trialDays} days ${COPY.account.leftInTrial}`)).toBeVisible();
    const nextCharge = main.getByTestId('next-charge');
    await expect(nextCharge).toContainText(`Next charge: $${PRICING.discountPrice} on`);
    await expect(nextCharge).toContainText(PRICE_COPY.discountNote);
    const chargeLine = (await nextCharge.textContent())!.trim();
    // The charge is when the trial ends: the card's "Trial ends" time is in the same line.
    const trialEnds = (await main
      .locator('p', { hasText: `${COPY.account.trialEnds}:` })
      .locator('span')
      .textContent())!.trim();
    expect(chargeLine).toContain(trialEnds);
    await expectNoSeriousA11yViolations(page);

    // Badge tooltip: the spec's text, then the same line.
    const badge = page.getByRole('banner').getByText(COPY.badge.trial(PRICING.trialDays), { exact: true });
    await badge.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText(`Trial ends: ${trialEnds}`);
    await expect(tooltip).toContainText(chargeLine);

    // The simulated portal: the same line, in the cook's time zone, and it says which.
    await page.getByRole('button', { name: COPY.account.manageSubscription }).click();
    await expect(page).toHaveURL(/\/api\/stripe\/simulated-portal\?tz=Pacific%2FAuckland$/);
    await expect(page.locator('#next-charge')).toContainText(chargeLine);
    await expect(page.getByText(PRICE_COPY.timesIn('Pacific/Auckland'))).toBeVisible();

    // Back in the app at a phone's width: the same line, still axe clean.
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('main').getByTestId('next-charge')).toHaveText(chargeLine);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Premium that means something, safety that never is', () => {
  test.use(ownNetwork(27));

  for (const width of [360, 1280]) {
    test(`a visitor at ${width} px sees the advanced options locked and still sets allergies and diets`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.getByRole('button', { name: COPY.home.customize }).click();
      const lock = page.getByTestId('advanced-lock');
      await expect(lock).toContainText(ADVANCED_OPTION_COPY.lockedHint);
      await expect(page.getByRole('radio', { name: COPY.home.skillLabels.advanced })).toBeDisabled();
      await expect(page.getByRole('checkbox', { name: 'Oven' })).toBeDisabled();
      await expect(page.getByRole('radio', { name: COPY.home.budgetLabels.low })).toBeDisabled();
      await expect(page.getByRole('checkbox', { name: 'High Protein' })).toBeDisabled();

      // Safety stays free: diets and allergies are set and sent.
      await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
      await page.getByLabel(COPY.home.allergies).fill('peanuts, sesame');
      await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
      await expectNoSeriousA11yViolations(page);

      // The lock opens the upsell and says why.
      await lock.getByRole('button', { name: ADVANCED_OPTION_COPY.unlock }).click();
      const upsell = page.getByRole('dialog', { name: COPY.upsell.premiumTitle });
      await expect(upsell.getByTestId('upsell-reason')).toHaveText(
        FREE_RECIPE_COPY.upsellReasons.advancedOptionsArePremium,
      );
      await expectNoSeriousA11yViolations(page);
      await upsell.getByRole('button', { name: COPY.upsell.maybeLater }).click();
      await expect(upsell).toBeHidden();

      if (width !== 360) return;
      await page.getByLabel(COPY.home.ingredientsLabel).fill('rice, black beans, tomatoes, onion, peppers');
      const request = page.waitForRequest((r) => r.url().endsWith('/api/recipes/generate'));
      await page.getByRole('button', { name: COPY.home.generate }).click();
      const { constraints } = (await request).postDataJSON();
      expect(constraints).toMatchObject({
        diet: ['Vegetarian'],
        allergies: ['peanuts', 'sesame'],
        appliances: [],
        macroFocus: [],
      });
      await expect(page).toHaveURL(/\/recipes\//, { timeout: 30_000 });
    });
  }

  test('a signed-in free user sees the lock; a trial user does not', async ({ page }) => {
    const userId = await signUpByApi(page, uniqueEmail('locked'), 'a fine password');
    await page.goto('/');
    await page.getByRole('button', { name: COPY.home.customize }).click();
    await expect(page.getByTestId('advanced-lock')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Air Fryer' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Gluten-Free' }).check();
    await expect(page.getByRole('checkbox', { name: 'Gluten-Free' })).toBeChecked();

    await grantTrial(page, userId, 3);
    await page.reload();
    await page.getByRole('button', { name: COPY.home.customize }).click();
    await expect(page.getByRole('checkbox', { name: 'Air Fryer' })).toBeEnabled();
    await expect(page.getByTestId('advanced-lock')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Air Fryer' }).check();
    await expect(page.getByRole('checkbox', { name: 'Air Fryer' })).toBeChecked();
  });
});
