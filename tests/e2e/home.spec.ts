import { expect, test } from './fixtures';

test('the home page loads with the shop layout and no console errors', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Blue Bay Swim/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Swim' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CASA DEL MAR' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /couldn’t find that page/i })).toBeVisible();
});
