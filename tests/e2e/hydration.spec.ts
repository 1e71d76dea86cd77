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

/**
 * The browser runtime hydrates the server's HTML in parts, each in a task of its own (HydrationSlice):
 * a part waiting for its turn keeps its server HTML, and no element is re-created or moved (a moved
 * subtree is styled and laid out again, the cost the slices exist to avoid). Then the parts that
 * hydrate last answer like the rest.
 */
test.describe('hydration in parts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen = window as unknown as { serverElements: Element[]; removed: Element[] };
        seen.serverElements = [...document.body.querySelectorAll('*')];
        seen.removed = [];
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) seen.removed.push(node);
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
  });

  /** Server elements that were taken out (even if put back), outside the parts that load at run time. */
  const disturbed = (page: Page) =>
    page.evaluate(() => {
      const seen = window as unknown as { serverElements: Element[]; removed: Element[] };
      const server = new Set(seen.serverElements);
      // Recommendations are fetched when the shopper scrolls near them: their box is replaced by design.
      const byDesign = (element: Element) => element.closest('[aria-labelledby="recommendations-title"]') !== null || element.matches('[class*="reserved"]');
      const taken = seen.removed.filter((element) => server.has(element) && !byDesign(element));
      const gone = seen.serverElements.filter((element) => !element.isConnected && !byDesign(element));
      return [...new Set([...taken, ...gone])].map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    });

  test('a collection: the last card answers, and no server element was re-created or moved', async ({ page }) => {
    await page.goto('/collections/all/');
    const cards = page.locator('main article');
    const lastCard = cards.last();
    await lastCard.getByRole('button', { name: /save .* to wishlist/i }).click();
    await expect(lastCard.getByRole('button', { name: /remove .* from wishlist/i })).toBeVisible();
    expect(await disturbed(page)).toEqual([]);
    // The saved state comes from this device's storage after the page loads: the last part to
    // hydrate shows it too (the runtime hydrates with the markup's attributes and keeps them).
    await page.reload();
    await expect(lastCard.getByRole('button', { name: /remove .* from wishlist/i })).toBeVisible();
    await expect(lastCard.getByRole('button', { name: /remove .* from wishlist/i })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the home page: the last row’s last card and the footer answer, and no server element was re-created or moved', async ({ page }) => {
    await page.goto('/');
    const lastCard = page.locator('main article').last();
    await lastCard.getByRole('button', { name: /save .* to wishlist/i }).click();
    await expect(lastCard.getByRole('button', { name: /remove .* from wishlist/i })).toBeVisible();
    await page.locator('footer').getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
    expect(await disturbed(page)).toEqual([]);
  });

  test('a product page: the gallery answers, and no server element was re-created or moved', async ({ page }) => {
    // A product with several images (the shop spec's product, too): its gallery has thumbnails to press.
    await page.goto('/products/marina-top-coral-reef/');
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    expect(await thumbs.count()).toBeGreaterThan(1);
    // Before the click: showing another image replaces the large one by design.
    expect(await disturbed(page)).toEqual([]);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  });
});
