/**
 * Stock as Shopify answers it since 2024-10 (issue 18 item 1): adding beyond stock succeeds, caps the
 * line and answers a warning, and the shopper is told in words — in the drawer and on the cart page.
 * https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
 * https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart
 */
import { chooseSize, expect, sizeWithStockLeft, test } from './fixtures';

const items = (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`;

test('a shopper is told in words when the stock caps the cart, in the drawer and on the cart page', async ({ page, consoleErrors }) => {
  const product = await sizeWithStockLeft(1, 3);
  await page.goto(`/products/${product.handle}/`);
  await chooseSize(page, product.size);
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  for (let n = 1; n <= product.left; n += 1) {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('button', { name: items(n) })).toBeVisible();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }

  // One more than is left: the add succeeds without adding, and the drawer says why.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(drawer).toBeVisible();
  const notice = drawer.getByRole('status').filter({ hasText: /^Only/ });
  await expect(notice).toHaveText(`Only ${product.left} left of ${product.title} (${product.size}) — your cart already has all of them.`);
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('button', { name: items(product.left) })).toBeVisible();

  // On the cart page, asking for one more is capped and told the same way.
  await page.goto('/my-cart/');
  await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Only/ })).toHaveText(
    `Only ${product.left} left of ${product.title} (${product.size}) — your cart now has ${product.left}.`,
  );
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${product.title}` })).toHaveValue(String(product.left));
  await expect(page.getByRole('button', { name: items(product.left) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
