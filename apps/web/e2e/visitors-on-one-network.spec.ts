import { expect, test } from '@playwright/test';
import { COPY, FREE_RECIPE_COPY } from '@sous/domain';
import { expectNoSeriousA11yViolations, uniqueEmail } from './fixtures.ts';

// Four cooks on one network (an office, a family's Wi-Fi): every browser here reaches the API from the
// same address, one no other journey uses (the e2e API trusts one proxy hop, and the preview proxy
// passes X-Forwarded-For on), so its three free visitor recipes a day (docs/decisions/040) and its auth
// allowance are this file's alone, whatever ran before it.
const NETWORK = { 'X-Forwarded-For': '198.51.100.7' };
test('a fourth fresh visitor from one IP is offered a free account, not the paywall, and gets their recipe', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  let tripped = false;
  for (let visitor = 1; visitor <= 4 && !tripped; visitor++) {
    // A fresh browser: no visitor cookie, no local flag.
    const context = await browser.newContext({ extraHTTPHeaders: NETWORK });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel(COPY.home.ingredientsLabel).fill('chicken thighs, broccoli, rice, garlic');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/recipes/generate'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: COPY.home.generate }).click();
    const status = (await answer).status();
    if (status === 200) {
      await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 60_000 });
      await context.close();
      continue;
    }
    expect(status).toBe(403);
    tripped = true;

    // Not the paywall: the auth dialog on Create Account, saying why.
    const dialog = page.getByRole('dialog', { name: COPY.auth.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: COPY.auth.signUpTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByText(FREE_RECIPE_COPY.signUpToClaim)).toBeVisible();
    await expect(page.getByRole('dialog', { name: COPY.upsell.premiumTitle })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The account claims the recipe at once, without pressing Generate again.
    const password = 'a fine password';
    await dialog.getByLabel(COPY.auth.email).fill(uniqueEmail('shared-ip'));
    await dialog.getByLabel(COPY.auth.password, { exact: true }).fill(password);
    await dialog.getByLabel(COPY.auth.confirmPassword).fill(password);
    await dialog.getByRole('button', { name: COPY.auth.createAccount }).click();
    // (The progress dialog replaces the 'Account created!' toast: at most one shows, spec §4.)
    await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('button', { name: COPY.header.accountMenu })).toBeVisible();

    // That was the one free recipe of the account: the next try is the upsell, which now says why.
    await page.getByRole('link', { name: COPY.recipes.generateNew }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel(COPY.home.ingredientsLabel).fill('eggs, spinach, feta');
    await page.getByRole('button', { name: COPY.home.generate }).click();
    const upsell = page.getByRole('dialog', { name: COPY.upsell.premiumTitle });
    await expect(upsell).toBeVisible({ timeout: 30_000 });
    await expect(upsell.getByText(FREE_RECIPE_COPY.upsellReasons.freeRecipeUsed)).toBeVisible();
    await expect(upsell.getByText(COPY.upsell.premiumDescription)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await context.close();
  }
  expect(tripped).toBe(true);
});
