import { expect, test } from '@playwright/test';

test('the home page loads without console errors and reaches the API', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A signed-out visitor's GET /api/auth/me answers 401 by design (spec §7); Chromium logs every
    // non-2xx resource load as a console error, so that one line is expected.
    if (message.location().url.endsWith('/api/auth/me') && message.text().includes('401')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const health = await page.request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });

  // The app asks the API who is signed in as it starts; waiting for that answer (rather than for
  // 'networkidle', which Chromium never reaches once /api/auth/me is sent with Cache-Control: no-store)
  // shows the page reached the API.
  const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Generate My Recipes' })).toBeVisible();
  expect((await me).status()).toBe(401);
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});
