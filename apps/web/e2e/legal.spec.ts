import { expect, test } from '@playwright/test';
import { COPY } from '@sous/domain';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

for (const { path, title, sections } of [
  { path: '/terms', title: COPY.brand.terms, sections: 17 },
  { path: '/privacy', title: COPY.brand.privacy, sections: 13 },
]) {
  test(`${path} shows the dated ${title} with ${sections} sections`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(COPY.legal.lastUpdated)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(sections);
    await expect(page.getByRole('contentinfo').getByText(COPY.brand.operatorLine)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: COPY.legal.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: COPY.notFound.title })).toBeVisible();
  await expect(page.getByText(COPY.notFound.hint)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: COPY.notFound.backHome }).click();
  await expect(page).toHaveURL(/\/$/);
});
