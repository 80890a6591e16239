// How the ingredient list is read: non-food is refused with the chef's reason (and spends nothing),
// words the chef does not know are left out and named above the session's cards.
import { expect, test } from '@playwright/test';
import { COPY, TOASTS } from '@sous/domain';
import { expectNoSeriousA11yViolations, signUpByApi, toastText, uniqueEmail } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('a refused list says why and spends nothing; unknown words are named in a note above the cards', async ({
  page,
}) => {
  // A signed-in free cook: one free generation, which the refusal must not spend.
  await signUpByApi(page, uniqueEmail('pantry'), 'a fine password');
  await page.goto('/');
  const ingredients = page.getByLabel(COPY.home.ingredientsLabel);
  const generate = page.getByRole('button', { name: COPY.home.generate });

  await ingredients.fill('bleach, rice');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/recipes/generate'));
  await generate.click();
  expect((await refused).status()).toBe(422);
  const { message } = (await (await refused).json()) as { message: string };
  expect(message.toLowerCase()).toContain('bleach');
  const toast = TOASTS.cannotCook(message);
  await expect(toastText(page, toast.title)).toBeVisible();
  await expect(toastText(page, message)).toBeVisible();
  await expect(page.getByText(TOASTS.generationFailed.description, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: COPY.progress.title })).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);

  await ingredients.fill('chicken thighs, rice, broccoli, zorblax');
  await generate.click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const note = page.getByRole('note', { name: COPY.recipes.pantryNote.label });
  await expect(note).toHaveText(COPY.recipes.pantryNote.unrecognized(['zorblax']));
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);

  // Reopened from the tab's session storage, the note is there from the first paint: nothing shifts.
  await page.reload();
  await expect(note).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('a clean list shows no note', async ({ page }) => {
  await signUpByApi(page, uniqueEmail('clean-pantry'), 'a fine password');
  await page.goto('/');
  await page.getByLabel(COPY.home.ingredientsLabel).fill('chicken thighs, rice, broccoli');
  await page.getByRole('button', { name: COPY.home.generate }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('note')).toHaveCount(0);
});
