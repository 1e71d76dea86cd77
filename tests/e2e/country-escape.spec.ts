/**
 * Issue 20 item 3 (desktop 1280×900): choosing the Philippines sends the shopper to the regional store
 * (spec §2), but it warns first and is escapable: the regional store links back with `?country=XX`.
 */
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const REGIONAL = 'https://ph.bluebayswim.example/';

test('the picker warns before leaving for the Philippines store, and a ?country= link brings the shopper back for good', async ({
  page,
}) => {
  // The regional store is another site: answer for it so the test sees the shopper arrive there.
  await page.route(`${REGIONAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Blue Bay Swim PH</title><h1>Philippines store</h1>' }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: /Change country/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your country' });
  await dialog.getByRole('button', { name: /^Philippines/ }).click();

  // A warning, not an immediate departure; staying keeps the shopper (and the country) here.
  const warning = dialog.getByRole('alert');
  await expect(warning).toContainText('ph.bluebayswim.example');
  await warning.getByRole('button', { name: 'Stay on this site' }).click();
  await expect(page).toHaveURL(/localhost/);
  await expect(dialog.getByRole('button', { name: /^Philippines/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Country: US · USD/ })).toBeVisible();

  // Confirming leaves for the regional store.
  await page.getByRole('button', { name: /Change country/ }).click();
  await dialog.getByRole('button', { name: /^Philippines/ }).click();
  await Promise.all([
    page.waitForURL(REGIONAL, { waitUntil: 'commit' }),
    dialog.getByRole('button', { name: 'Go to the Philippines store' }).click(),
  ]);
  await expect(page.getByRole('heading', { name: 'Philippines store' })).toBeVisible();

  // The regional store links back with ?country=GB: the shopper stays, in pounds, and the parameter is gone.
  await page.goto('/?country=GB');
  await expect(page.getByRole('button', { name: /Country: GB · GBP/ })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  // Later visits no longer bounce to the regional store.
  await page.goto('/collections/all/');
  await expect(page.getByRole('button', { name: /Country: GB · GBP/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/collections/all/');
});

test('an unknown ?country= value is ignored and the stored country stays', async ({ page }) => {
  await page.goto('/?country=GB');
  await expect(page.getByRole('button', { name: /Country: GB · GBP/ })).toBeVisible();
  await page.goto('/?country=zz&ref=ph');
  await expect(page.getByRole('button', { name: /Country: GB · GBP/ })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?ref=ph');
});
