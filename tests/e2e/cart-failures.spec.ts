/**
 * Failed cart actions say what happened and what to do, in a live region (issue 20 item 7, cart
 * parts): Add to cart while offline, and a quantity the stock cannot cover. Phone 390×844 (touch) and
 * desktop 1280×900.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { chooseSize, expect, sizeWithStockLeft, test } from './fixtures';

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

for (const [label, device] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(label, () => {
    test.use(device);

    test('offline, Add to cart says so beside the button and the cart is kept', async ({ page, context }) => {
      const product = await sizeWithStockLeft(2, 10);
      await page.goto(`/products/${product.handle}/`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

      await goOffline(context, page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const said = page.getByRole('main').getByRole('status').filter({ hasText: 'You’re offline — nothing was added to your cart.' });
      await expect(said).toBeVisible();
      await expect(said).toHaveText('You’re offline — nothing was added to your cart. Your cart is kept; try again once you’re back online.');
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(drawer).toBeHidden();

      // Back online: the cart is the one from before, and adding works again.
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(drawer.getByRole('spinbutton', { name: `Quantity of ${product.title}` })).toHaveValue('2');
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);
    });

    test('quantity 99 in the drawer: capped at the stock, and the drawer says how many are left', async ({ page }) => {
      const product = await sizeWithStockLeft(2, 10);
      await page.goto(`/products/${product.handle}/`);
      await chooseSize(page, product.size);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      const quantity = drawer.getByRole('spinbutton', { name: `Quantity of ${product.title}` });
      await expect(quantity).toHaveValue('1');
      await quantity.fill('99');
      const notice = drawer.getByTestId('cart-notice');
      await expect(notice).toHaveText(`Only ${product.left} left of ${product.title} (${product.size}) — your cart now has ${product.left}.`);
      await expect(notice).toHaveAttribute('role', 'status');
      await expect(notice).toBeInViewport();
      await expect(quantity).toHaveValue(String(product.left));
      await expect(page.getByRole('button', { name: `Cart, ${product.left} items` })).toBeVisible();
    });
  });
}
