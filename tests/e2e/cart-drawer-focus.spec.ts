/**
 * Closing the cart drawer, with Escape or its Close button, returns focus to the control that opened
 * it, by every way in that opens the drawer (desktop 1280×900, keyboard): the header's cart button,
 * Add to cart on a product page (which disables itself while it adds, "Adding…", so focus had fallen
 * to <body> and Add to cart was 27 Tabs away) and the wishlist's Add to cart. Buy now goes to the
 * checkout and the dress-up game adds without the drawer, so neither opens it.
 */
import type { Locator, Page } from '@playwright/test';
import { chooseSize, expect, sizeInStock, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

type Close = 'Escape' | 'Close button';
const CLOSES: readonly Close[] = ['Escape', 'Close button'];

async function closeDrawer(page: Page, how: Close): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  if (how === 'Escape') await page.keyboard.press('Escape');
  else await drawer.getByRole('button', { name: 'Close Cart' }).click();
  await expect(drawer).toBeHidden();
}

/** Focus is on `control`, and the next Tab goes to what follows it, not to the top of the page. */
async function expectFocusBackOn(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test('Escape closes the cart drawer and focus returns to the cart button that opened it', async ({ page }) => {
  await page.goto('/');
  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();

  // A second round trip works the same (the drawer is already loaded then).
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
});

test('the Close button returns focus to the header cart button', async ({ page }) => {
  await page.goto('/');
  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items?$/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  await closeDrawer(page, 'Close button');
  await expectFocusBackOn(page, cartButton);
});

for (const how of CLOSES) {
  test(`Add to cart on a product page opens the drawer; ${how} returns focus to Add to cart`, async ({ page, consoleErrors }) => {
    const size = await sizeInStock();
    await page.goto(`/products/${size.handle}/`);
    await chooseSize(page, size.size);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await closeDrawer(page, how);
    await expectFocusBackOn(page, add);
    // The next Tab goes on from Add to cart (to Buy now), as if the drawer had never been there.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test(`the wishlist's Add to cart opens the drawer; ${how} returns focus to it`, async ({ page, consoleErrors }) => {
    const size = await sizeInStock({ reverse: true });
    await page.goto(`/products/${size.handle}/`);
    await chooseSize(page, size.size);
    await page.getByRole('button', { name: `Save ${size.title} to wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${size.title} from wishlist` })).toBeVisible();

    await page.goto('/wishlist/');
    const add = page.getByRole('button', { name: `Add to cart ${size.title}` });
    await add.focus();
    await page.keyboard.press('Enter');
    await closeDrawer(page, how);
    await expectFocusBackOn(page, add);
    expect(consoleErrors).toEqual([]);
  });
}
