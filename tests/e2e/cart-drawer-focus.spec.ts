/**
 * Issue 20 item 12 (desktop 1280×900, keyboard): closing the cart drawer with Escape returned focus
 * to the page body; it goes back to the control that opened the drawer.
 */
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

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
