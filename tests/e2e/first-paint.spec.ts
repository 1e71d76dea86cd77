/**
 * What a shopper sees before the start-up scripts run (issue 10): pages paint their static HTML first
 * (plugins/gatsby-plugin-bb-paint-first), and the cart's static HTML already shows the right state.
 */
import { STORAGE_KEYS } from '../../src/config/site';
import { expect, test } from './fixtures';

/** Gatsby's start-up chunks: content-hashed names in the site's root. */
const START_UP_CHUNK = /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

for (const path of ['/', '/collections/all/', '/my-cart/']) {
  test(`${path} is painted before its start-up scripts are requested, then hydrates`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint')[0]?.startTime ?? null,
      scripts: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    const chunks = timings.scripts.filter((script) => START_UP_CHUNK.test(new URL(script.name).pathname));
    expect(chunks.map((chunk) => new URL(chunk.name).pathname.split('-')[0])).toEqual(
      expect.arrayContaining(['/webpack', '/framework', '/app']),
    );
    expect(timings.firstPaint).not.toBeNull();
    for (const chunk of chunks) expect(chunk.start).toBeGreaterThanOrEqual(timings.firstPaint!);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('the cart before its scripts run', () => {
  // The bundles answer empty: the page stays as its static HTML and head scripts made it.
  test.use({ waitForHydration: false });
  test.beforeEach(async ({ page }) => {
    await page.route(START_UP_CHUNK, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });

  test('a shopper without a saved cart sees the empty cart at once', async ({ page }) => {
    await page.goto('/my-cart/');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop swim' })).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toBeHidden();
  });

  test('a shopper with a saved cart sees it loading, not an empty cart', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'gid://shopify/Cart/saved'), STORAGE_KEYS.cartId);
    await page.goto('/my-cart/');
    await expect(page.getByText('Loading your cart…')).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toBeHidden();
  });
});
