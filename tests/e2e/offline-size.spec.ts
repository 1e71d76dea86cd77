/**
 * Issue 20 item 7 (phone 390×844, touch): offline, choosing a size reloaded the product page at the
 * first size. Choosing a size is page state: it works offline, the address follows, nothing reloads.
 */
import { expect, storefrontQuery, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });

interface Product {
  handle: string;
  variants: { nodes: { id: string; title: string; availableForSale: boolean }[] };
}

test('offline, choosing size L selects it and updates the address without a reload', async ({ page, context }) => {
  const data = await storefrontQuery<{ products: { nodes: Product[] } }>(`{
    products(first: 100, sortKey: TITLE) { nodes { handle variants(first: 20) { nodes { id title availableForSale } } } }
  }`);
  const product = data.products.nodes.find((p) => p.variants.nodes.some((v) => v.title === 'L' && v.availableForSale) && p.variants.nodes[0]?.title !== 'L');
  if (!product) throw new Error('The local catalogue has no product with L in stock');
  const large = product.variants.nodes.find((v) => v.title === 'L')!;

  await page.goto(`/products/${product.handle}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);

  await page.getByText('L', { exact: true }).tap();
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: /Size/ })).toContainText('Size: L');
  await expect(page).toHaveURL(new RegExp(`[?&]variant=${large.id.split('/').pop()}(&|$)`));
  // Still the same document: a reload would have dropped the marker.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await context.setOffline(false);
});
