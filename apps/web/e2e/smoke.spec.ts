import { expect, test } from '@playwright/test';

test('the home page loads without console errors and reaches the API', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Chromium logs every non-2xx resource load as an error: the signed-out session check must answer
    // 200 `{user: null}` (docs/decisions/111), so not even that line is expected.
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const health = await page.request.get('/api/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });

  // The app asks the API who is signed in as it starts; waiting for that answer (rather than for
  // 'networkidle', which Chromium never reaches once the check is sent with Cache-Control: no-store)
  // shows the page reached the API.
  const me = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Generate My Recipes' })).toBeVisible();
  expect((await me).status()).toBe(200);
  expect(await (await me).json()).toEqual({ user: null });
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});
