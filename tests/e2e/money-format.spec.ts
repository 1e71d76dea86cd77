/**
 * Issue 20 item 5 (desktop 1280×900): one money format per currency everywhere, with each currency's
 * own fraction digits. The shop said "¥9,360.00" where the local checkout said "¥9,360"; a cart without
 * Glamz pieces showed a Glamz gift banner.
 */
import { expect, sizeInStock, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** A product outside the Glamz promo with a size in stock. */
const YEN = /¥\d{1,3}(?:,\d{3})*/;

test('yen prices have no decimals on the product page, in the drawer and at checkout, and a cart without Glamz shows no Glamz banner', async ({
  page,
}) => {
  const product = await sizeInStock();
  // The regional-store way in (item 3) picks Japan without the picker's reload.
  await page.goto(`/products/${product.handle}/?country=JP`);
  await expect(page.getByRole('button', { name: /Country: JP · JPY/ })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(YEN);
  await expect(main).not.toContainText(/¥[\d,]+\.\d/);

  await page.getByRole('radio', { name: new RegExp(`^${product.size}\\b`) }).first().check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
  const summary = drawer.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(YEN);
  await expect(drawer).not.toContainText(/¥[\d,]+\.\d/);
  await expect(drawer).not.toContainText('Glamz');

  // The local checkout writes the same amount the same way.
  const subtotal = (await summary.textContent())?.match(YEN)?.[0] ?? '';
  expect(subtotal).not.toBe('');
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.locator('body')).toContainText(subtotal);
  await expect(page.locator('body')).not.toContainText(/¥[\d,]+\.\d/);
});
