/**
 * Stock as Shopify answers it since 2024-10 (issue 18 item 1): adding beyond stock succeeds, caps the
 * line and answers a warning, and the shopper is told in words — in the drawer and on the cart page.
 * https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
 * https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart
 */
import type { Page } from '@playwright/test';
import { expect, storefrontQuery, test } from './fixtures';

interface LowStock {
  handle: string;
  title: string;
  variantTitle: string;
  left: number;
}

/** A size with only 1–3 left, outside the Glamz promo (no gift line to reason about). */
async function pickLowStock(): Promise<LowStock> {
  const data = await storefrontQuery<{
    products: {
      nodes: {
        handle: string;
        title: string;
        promo: { value: string } | null;
        variants: { nodes: { title: string; availableForSale: boolean; quantityAvailable: number | null }[] };
      }[];
    };
  }>(`{
    products(first: 250, sortKey: TITLE) {
      nodes {
        handle
        title
        promo: metafield(namespace: "custom", key: "promo") { value }
        variants(first: 20) { nodes { title availableForSale quantityAvailable } }
      }
    }
  }`);
  for (const product of data.products.nodes) {
    if (product.promo?.value || product.variants.nodes.length < 2) continue;
    const low = product.variants.nodes.find((v) => v.availableForSale && (v.quantityAvailable ?? 0) >= 1 && (v.quantityAvailable ?? 0) <= 3);
    if (low) return { handle: product.handle, title: product.title, variantTitle: low.title, left: low.quantityAvailable as number };
  }
  throw new Error('The local catalogue has no size with 1–3 left');
}

async function chooseSize(page: Page, size: string) {
  const radio = page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }).first();
  // The picker may already show this size (the first available one is chosen for the shopper).
  if (!(await radio.isChecked())) await radio.click({ force: true });
  await expect(radio).toBeChecked();
}

const items = (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`;

test('a shopper is told in words when the stock caps the cart, in the drawer and on the cart page', async ({ page, consoleErrors }) => {
  const product = await pickLowStock();
  await page.goto(`/products/${product.handle}/`);
  await chooseSize(page, product.variantTitle);
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
  await expect(notice).toHaveText(`Only ${product.left} left of ${product.title} (${product.variantTitle}) — your bag already has all of them.`);
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('button', { name: items(product.left) })).toBeVisible();

  // On the cart page, asking for one more is capped and told the same way.
  await page.goto('/my-cart/');
  await page.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Only/ })).toHaveText(
    `Only ${product.left} left of ${product.title} (${product.variantTitle}) — your bag now has ${product.left}.`,
  );
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${product.title}` })).toHaveValue(String(product.left));
  await expect(page.getByRole('button', { name: items(product.left) })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
