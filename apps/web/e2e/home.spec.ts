import { expect, test } from '@playwright/test';
import { COOKING_TIME, COPY, SERVINGS, TOASTS } from '@sous/domain';
import { expectNoSeriousA11yViolations, toastText } from './fixtures.ts';

test('home validates ingredients and shows the Customize defaults', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: COPY.header.home })).toBeVisible();
  await expect(page.getByRole('button', { name: COPY.header.signIn })).toBeVisible();
  await expect(page.getByLabel(COPY.home.servings)).toHaveValue(String(SERVINGS.default));
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(toastText(page, TOASTS.missingIngredients.description)).toBeVisible();

  await page.getByRole('button', { name: COPY.home.customize }).click();
  await expect(page.getByRole('slider', { name: COPY.home.cookingTime })).toHaveAttribute(
    'aria-valuenow',
    String(COOKING_TIME.default),
  );
  await expect(page.getByRole('radio', { name: COPY.home.skillLabels.beginner })).toBeChecked();
  await expect(page.getByRole('radio', { name: COPY.home.budgetLabels.medium })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('Surprise Me asks a visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: COPY.home.surprise }).click();
  await expect(page.getByRole('dialog', { name: COPY.auth.title })).toBeVisible();
});
