/**
 * The drawer's "View full cart" link takes a mouse click on a desktop and a tap on a phone. It sat
 * after the cart's contents, under the pinned Subtotal/Checkout block, which covered it and took its
 * clicks (only the keyboard reached it); it now sits in that block, under Checkout.
 */
import type { Page } from '@playwright/test';
import { expect, sizesInStock, storefrontQuery, test } from './fixtures';

/** A cart with three lines, made through the Storefront API and stored as the shopper's cart. */
async function storedCart(page: Page): Promise<void> {
  const sizes = await sizesInStock(3);
  const { cartCreate } = await storefrontQuery<{ cartCreate: { cart: { id: string } } }>(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`,
    { input: { buyerIdentity: { countryCode: 'US' }, lines: sizes.map((s) => ({ merchandiseId: s.variantId, quantity: 1 })) } },
  );
  await page.addInitScript((id) => localStorage.setItem('headless_channel_cart_id', id), cartCreate.cart.id);
}

/** Nothing covers the link: the element at its middle is the link itself. */
async function expectUncovered(page: Page): Promise<void> {
  const link = page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'View full cart' });
  await link.scrollIntoViewIfNeeded();
  const box = (await link.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
  expect(hit).toBe('View full cart');
}

test.describe('desktop 1280×900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a mouse click on "View full cart" opens the cart page and closes the drawer', async ({ page, consoleErrors }) => {
    await storedCart(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart, 3 items$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(3);
    await expectUncovered(page);
    await page.screenshot({ path: test.info().outputPath('drawer-full-cart-desktop.png') });
    await drawer.getByRole('link', { name: 'View full cart' }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/my-cart\/$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main').getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('phone 390×844, touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on "View full cart" opens the cart page and closes the drawer', async ({ page, consoleErrors }) => {
    await storedCart(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart, 3 items$/ }).tap();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(3);
    await expectUncovered(page);
    await page.screenshot({ path: test.info().outputPath('drawer-full-cart-phone.png') });
    await drawer.getByRole('link', { name: 'View full cart' }).tap({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/my-cart\/$/);
    await expect(drawer).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
