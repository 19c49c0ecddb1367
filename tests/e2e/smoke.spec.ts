import { expect, test } from '@playwright/test';

test('the real server serves the app at / and answers /api/health', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ ok: true });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'LoadMath' })).toBeVisible();
  await expect(page).toHaveTitle(/LoadMath/);
});

test('an unknown path redirects to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
