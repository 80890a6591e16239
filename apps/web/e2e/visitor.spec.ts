import { expect, test } from '@playwright/test';
import { COPY, PROGRESS_STEPS, STORAGE_KEYS } from '@sous/domain';
import { expectNoSeriousA11yViolations, holdRequests } from './fixtures.ts';

// Spends one of the three visitor generations that 127.0.0.1 has per day (the billing spec spends
// another); the 402 check below reuses this visitor's cookie, which the server already counted.
test('a visitor generates once, then both the local flag and the server 402 open the premium upsell', async ({
  page,
}) => {
  await page.goto('/');
  // Hold the answer until the blocking progress dialog has been checked.
  const release = await holdRequests(page, '**/api/recipes/generate');
  await page.getByLabel(COPY.home.ingredientsLabel).fill('chicken thighs, broccoli, rice, garlic');
  await page.getByRole('button', { name: COPY.home.generate }).click();

  const progress = page.getByRole('dialog', { name: COPY.progress.title });
  await expect(progress).toBeVisible();
  for (const step of PROGRESS_STEPS) await expect(progress.getByText(step, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(progress).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  release();

  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(progress).toBeHidden();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [index, label] of [
    COPY.recipes.quickWin,
    COPY.recipes.zeroWaste,
    COPY.recipes.upgradePath,
  ].entries()) {
    await expect(cards.nth(index).getByText(label, { exact: true })).toBeVisible();
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.freeRecipeGenerated)).toBe(
    'true',
  );
  await expectNoSeriousA11yViolations(page);

  // A card opens its recipe; Back returns to the session's options.
  await cards.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}/);
  await page.getByRole('button', { name: COPY.recipes.back }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);

  // Second try, with the local flag set: the upsell opens without asking the server.
  let generateRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipes/generate')) generateRequests++;
  });
  await page.getByRole('link', { name: COPY.recipes.generateNew }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel(COPY.home.ingredientsLabel).fill('eggs, spinach, feta');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  const upsell = page.getByRole('dialog', { name: COPY.upsell.premiumTitle });
  await expect(upsell).toBeVisible();
  for (const benefit of COPY.upsell.benefits) await expect(upsell.getByText(benefit)).toBeVisible();
  expect(generateRequests).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await upsell.getByRole('button', { name: COPY.upsell.maybeLater }).click();
  await expect(upsell).toBeHidden();

  // Without the local flag (cleared storage), the server still knows this visitor: 402 → upsell.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.freeRecipeGenerated);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/recipes/generate'));
  await page.getByRole('button', { name: COPY.home.generate }).click();
  expect((await answer).status()).toBe(402);
  await expect(upsell).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
