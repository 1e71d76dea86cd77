/**
 * Pages are rendered to HTML by React at build time and hydrated in the browser by the build's runtime
 * (Preact's React-compatible layer by default). The two number `useId` values differently, and a
 * hydrating runtime keeps the server's attributes, so an element rendered later must still point at
 * ids that exist: a label, a description or an error that a screen reader announces with its field.
 * https://preactjs.com/guide/v10/switching-to-preact (preact/compat hydrates React's server HTML)
 */
import type { Page } from '@playwright/test';
import { chooseSize, expect, sizeInStock, test } from './fixtures';

/** Every id reference on the page (ARIA relations, label `for`) whose target does not exist. */
function brokenReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ['aria-labelledby', 'aria-describedby', 'aria-errormessage', 'aria-activedescendant', 'aria-owns', 'for'];
    const broken: string[] = [];
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) broken.push(`<${element.tagName.toLowerCase()} ${attribute}="${id}">`);
        }
      }
    }
    return broken;
  });
}

test('a product page: the size, the add to cart and the drawer keep their labels and descriptions', async ({ page }) => {
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  expect(await brokenReferences(page)).toEqual([]);
  await chooseSize(page, product.size);
  expect(await brokenReferences(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  expect(await brokenReferences(page)).toEqual([]);
  // The quantity field of the new line is named by its label.
  await expect(drawer.getByRole('spinbutton').first()).toHaveAccessibleName(/quantity/i);
});

test('a form rendered at build time: errors that appear later are tied to their fields', async ({ page }) => {
  await page.goto('/contact-us/');
  const form = page.locator('main form');
  expect(await brokenReferences(page)).toEqual([]);
  await form.getByRole('button', { name: /send/i }).click();
  const name = form.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(await brokenReferences(page)).toEqual([]);
  await expect(name).toHaveAccessibleDescription(/.+/);
  await name.fill('Ada Lovelace');
  await name.blur();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  expect(await brokenReferences(page)).toEqual([]);
});
