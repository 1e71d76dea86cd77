/**
 * Issue 31 item 9: links a shopper or a marketing e-mail uses on a Shopify shop were dead here.
 * - `/discount/{code}?redirect=/path` puts the code on the cart and goes on, as Hydrogen's discount
 *   route does; the code stays on an empty bag and applies once items are added
 *   (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate: a code that does
 *   not apply yet comes back `applicable: false`).
 * - `/cart/{variant_id}:{quantity}` starts a checkout with those items
 *   (https://shopify.dev/docs/apps/build/checkout/create-cart-permalinks; numeric ids are
 *   `gid://shopify/ProductVariant/{id}`), leaving the shopper's own bag alone.
 * - `/pages/{handle}`, `/account/login` reach the site's pages; `/products/{handle}?variant={id}` opens
 *   that size.
 */
import type { Page } from '@playwright/test';
import { expect, sizesInStock, storefrontQuery, test } from './fixtures';

const numericId = (gid: string) => gid.split('/').pop() as string;

/** A full-price size in stock outside the Glamz promo: every code here entitles it. */
async function fullPriceSize(): Promise<{ id: string; title: string; handle: string; size: string }> {
  const { products } = await storefrontQuery<{
    products: { nodes: Array<{ title: string; handle: string; productType: string; promo: { value: string } | null; variants: { nodes: Array<{ id: string; title: string; availableForSale: boolean; compareAtPrice: { amount: string } | null }> } }> };
  }>(
    '{ products(first: 60, sortKey: TITLE, reverse: true) { nodes { title handle productType promo: metafield(namespace: "custom", key: "promo") { value } variants(first: 5) { nodes { id title availableForSale compareAtPrice { amount } } } } } }',
  );
  for (const product of products.nodes) {
    const variant = product.variants.nodes.find((v) => v.availableForSale && !v.compareAtPrice);
    if (!product.promo?.value && product.productType !== 'Gift Box' && product.productType !== 'Gift Card' && variant && product.variants.nodes.length > 1) {
      return { id: variant.id, title: product.title, handle: product.handle, size: variant.title };
    }
  }
  throw new Error('No full-price product in stock outside the promo');
}

async function addToBag(page: Page, handle: string, title: string, size: string) {
  await page.goto(`/products/${handle}/`);
  await page.locator('label', { hasText: new RegExp(`^${size}$`) }).first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: title })).toBeVisible();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/discount/WELCOME10 on an empty bag keeps the code, goes on to ?redirect=, and the code applies once items are added', async ({ page }) => {
    await page.goto('/discount/WELCOME10?redirect=/collections/all/&utm_source=mail');
    await expect(page).toHaveURL(/\/collections\/all\/\?utm_source=mail$/);
    const size = await fullPriceSize();
    await addToBag(page, size.handle, size.title, size.size);
    await page.goto('/my-cart/');
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Discount codes' }).getByRole('listitem')).toHaveText([/^WELCOME10−\$\d/]);
    await expect(main.getByText('Discount (WELCOME10)')).toBeVisible();
    await page.screenshot({ path: 'test-results/discount-link-bag-desktop.png' });
  });

  test('/cart/{variant}:{qty} opens a checkout with those items; a broken link says so', async ({ page }) => {
    const [size] = await sizesInStock(1, { minLeft: 3, reverse: true });
    await page.goto(`/cart/${numericId(size!.variantId)}:2?discount=WELCOME10`);
    await expect(page).toHaveURL(/^http:\/\/checkout\.localhost:\d+\/checkouts\//);
    await expect(page.getByText(size!.title).first()).toBeVisible();
    await expect(page.getByText(/WELCOME10/).first()).toBeVisible();

    await page.goto('/cart/not-a-variant:1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This cart link doesn’t work');
    await expect(page.getByRole('alert')).toContainText('“not-a-variant:1” is not an item of a cart link');
    await page.goto('/cart/99999999:1');
    await expect(page.getByRole('alert')).toContainText('could not be put in a checkout');
  });

  test('/pages/contact, /pages/contact-us and /account/login reach the site’s pages', async ({ page }) => {
    for (const path of ['/pages/contact', '/pages/contact-us']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/contact-us\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/account/login');
    await expect(page).toHaveURL(/\/user-account\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('/products/{handle}?variant={id} opens the product with that size chosen', async ({ page }) => {
    const { products } = await storefrontQuery<{ products: { nodes: Array<{ handle: string; variants: { nodes: Array<{ id: string; title: string; availableForSale: boolean }> } }> } }>(
      '{ products(first: 30, sortKey: TITLE) { nodes { handle variants(first: 10) { nodes { id title availableForSale } } } } }',
    );
    // A size other than the one the page picks by itself (the first in stock).
    const product = products.nodes.find((p) => p.variants.nodes.filter((v) => v.availableForSale).length >= 2)!;
    const inStock = product.variants.nodes.filter((v) => v.availableForSale);
    const wanted = inStock[inStock.length - 1]!;
    await page.goto(`/products/${product.handle}?variant=${numericId(wanted.id)}`);
    await expect(page).toHaveURL(new RegExp(`/products/${product.handle}/\\?variant=${numericId(wanted.id)}$`));
    await expect(page.getByRole('radio', { name: new RegExp(`^${wanted.title}$`) }).first()).toBeChecked();
    await expect(page.getByRole('radio', { name: new RegExp(`^${inStock[0]!.title}$`) }).first()).not.toBeChecked();
  });
});
