/**
 * Country lines follow the country at once (issue 20 item 4): US → GB brings the GB free gift without
 * another add; GB → JP takes it out again, so it never reaches the checkout; the shopper's own lines
 * and the header count stay as they were. Desktop 1280×900 and phone 390×844.
 */
import type { Page } from '@playwright/test';
import { expect, storefrontQuery, test } from './fixtures';

const GB_GIFT = 'Free Sticker Pack - Rainbow Stripe';

/** A product outside the Glamz promo with a size in stock (no free gift of its own to reason about). */
async function pickProduct(): Promise<{ handle: string; title: string }> {
  const data = await storefrontQuery<{
    products: { nodes: { handle: string; title: string; promo: { value: string } | null; variants: { nodes: { availableForSale: boolean }[] } }[] };
  }>(`{
    products(first: 30, sortKey: TITLE) {
      nodes { handle title promo: metafield(namespace: "custom", key: "promo") { value } variants(first: 10) { nodes { availableForSale } } }
    }
  }`);
  const product = data.products.nodes.find((p) => !p.promo?.value && p.variants.nodes.some((v) => v.availableForSale));
  if (!product) throw new Error('The local catalogue has no product in stock outside the promo');
  return product;
}

async function chooseCountry(page: Page, name: string, code: string) {
  await page.getByRole('button', { name: /Change country/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your country' });
  // The choice reloads the page once the cart has followed it.
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: new RegExp(`^${name}`) }).first().click()]);
  await expect(page.getByRole('button', { name: new RegExp(`Country: ${code} `) })).toBeVisible();
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const [label, device] of [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const) {
  test.describe(label, () => {
    test.use(device);

    test('US → GB adds the GB gift at once; GB → JP removes it, and the checkout has no GB line', async ({ page }) => {
      const product = await pickProduct();
      await page.goto(`/products/${product.handle}/`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByRole('listitem', { name: product.title })).toBeVisible();
      await expect(drawer.getByRole('listitem', { name: GB_GIFT })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await chooseCountry(page, 'United Kingdom', 'GB');
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      let cart = await openCart(page);
      // The GB gift came with the country change, not with a later add.
      await expect(cart.getByRole('listitem', { name: GB_GIFT })).toBeVisible();
      await expect(cart.getByRole('listitem', { name: product.title })).toContainText('£');
      await page.keyboard.press('Escape');

      await chooseCountry(page, 'Japan', 'JP');
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      cart = await openCart(page);
      await expect(cart.getByRole('listitem', { name: product.title })).toBeVisible();
      await expect(cart.getByRole('listitem', { name: GB_GIFT })).toHaveCount(0);
      await expect(cart.getByRole('listitem', { name: 'Shipping Protection' })).toBeVisible();

      await cart.getByRole('link', { name: 'Checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      const summary = page.getByRole('complementary');
      await expect(summary).toContainText(product.title);
      await expect(summary).not.toContainText(GB_GIFT);
      await expect(summary).toContainText('JPY');
    });
  });
}
