/**
 * The cart end to end against the local storefront (spec §4 cart lifecycle, §7 checkout): add from a
 * product page, the drawer, reload, quantity, remove, and the hosted checkout turning the cart into
 * an order.
 */
import type { Page } from '@playwright/test';
import { expect, sizeInStock, STOREFRONT, test } from './fixtures';
import { payAsGuest } from './checkout';

/** The hosted checkout's origin: the checkout sub-domain of the storefront this run uses. */
const CHECKOUT = `http://${process.env.GATSBY_CHECKOUT_HOST ?? `checkout.localhost:${new URL(STOREFRONT).port}`}`;
const atCheckout = new RegExp(`^${CHECKOUT.replace(/[.]/g, '\\.')}/`);

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount);

const SHIPPING_PROTECTION = 2.95;

/** Picks a size the way a shopper does, by its label; the first size in stock may already be chosen. */
async function chooseSize(page: Page, size: string) {
  await page.locator('label', { hasText: new RegExp(`^${size}$`) }).first().click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${size}$`) }).first()).toBeChecked();
}

test('a shopper adds, reloads, changes, removes and checks out a cart', async ({ page }) => {
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Add to cart → the drawer opens with the line.
  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem', { name: product.title });
  await expect(line).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: 'Shipping Protection' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  // Escape closes the drawer.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A reload keeps the cart.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();

  // Quantity 2 → the subtotal follows.
  const subtotal = drawer.getByRole('complementary', { name: 'Order summary' });
  await expect(subtotal).toContainText(usd(product.price + SHIPPING_PROTECTION));
  await drawer.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
  await expect(drawer.getByRole('spinbutton', { name: `Quantity of ${product.title}` })).toHaveValue('2');
  await expect(subtotal).toContainText(usd(product.price * 2 + SHIPPING_PROTECTION));
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // Remove → the cart is empty again (the automatic line goes with the last item).
  await drawer.getByRole('button', { name: `Remove ${product.title}` }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close Cart' }).click();

  // Add again, then check out on the checkout sub-domain.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
  const checkout = drawer.getByRole('link', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('href', atCheckout);
  await checkout.click();
  await expect(page).toHaveURL(atCheckout);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  await payAsGuest(page);
  await expect(page.getByRole('heading', { name: 'Thank you, Marina!' })).toBeVisible();

  // Back on the shop, the completed cart is replaced by a new, empty one.
  await page.goto('/my-cart/');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('buy now goes straight to the checkout with the line in the cart', async ({ page }) => {
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await chooseSize(page, product.size);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(atCheckout);
  await expect(page.getByText(product.title).first()).toBeVisible();
});
