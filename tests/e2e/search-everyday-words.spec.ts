/**
 * Issue 31 item 5 (desktop 1280×900 and phone 390×844): "leopard print" found nothing although
 * predictive search offered leopard collections, and so did "bathing suit", "swim trunks", "board
 * shorts", "sunglasses", "beach bag", "cover up", "triangle top", "tie side bottoms" and "recycled".
 * Storefront search reads the product type, print, colour, tags and description
 * (https://help.shopify.com/en/manual/online-store/storefront-search) and the merchant's synonym groups
 * (content/search-synonyms.json, https://help.shopify.com/en/manual/online-store/search-and-discovery/synonyms).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's "N results" count for a query (0 when it says nothing was found). */
async function resultCount(page: Page, q: string): Promise<number> {
  await page.goto(`/search/?q=${encodeURIComponent(q)}`);
  const status = page.getByText(/^(\d+ results?|Nothing found for .*)$/).first();
  await expect(status).toBeVisible();
  return Number(/^(\d+) result/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
}

/** Types in the header's search box and waits for the suggestions. */
async function suggest(page: Page, typed: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox').fill(typed);
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  return suggestions;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('everyday words find products', async ({ page }) => {
    expect(await resultCount(page, 'leopard print')).toBe(63);
    for (const words of ['bathing suit', 'swim trunks', 'board shorts', 'sunglasses', 'beach bag', 'cover up', 'triangle top', 'tie side bottoms', 'recycled']) {
      expect(await resultCount(page, words), words).toBeGreaterThan(0);
    }
  });

  test('what a synonym finds is what it means: swim trunks are men’s swim shorts, a beach bag is a tote', async ({ page }) => {
    await resultCount(page, 'swim trunks');
    const names = page.getByRole('main').getByRole('link', { name: /Men's Shorts/ });
    await expect(names.first()).toBeVisible();
    await resultCount(page, 'beach bag');
    await expect(page.getByRole('main').getByRole('link', { name: / Bag [–-] / }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: / Top [–-] / })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"leopard print": the suggested collections and products lead to results that agree', async ({ page }) => {
    await page.goto('/');
    const suggestions = await suggest(page, 'leopard print');
    await expect(suggestions.getByRole('group', { name: 'Collections' }).getByRole('option', { name: /Leopard Print/ }).first()).toBeVisible();
    const products = suggestions.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toBeVisible();
    // The option reads "Marina Top - Midnight Leopard" then its price; a result card "Marina Top – Midnight Leopard".
    const firstSuggested = /^(.+?) [-–] ([A-Za-z' ]+)/.exec(((await products.first().textContent()) ?? '').trim());
    expect(firstSuggested?.[2]?.trim()).toMatch(/Leopard$/);
    await page.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=leopard(\+|%20)print/);
    await expect(page.getByText(/^63 results$/)).toBeVisible();
    // The product offered first is among the results, not a dead end.
    const [, name, print] = firstSuggested as RegExpExecArray;
    await expect(page.getByRole('main').getByRole('link', { name: `${name} – ${print?.trim()}`, exact: true }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/search-leopard-print-phone.png', fullPage: false });
  });

  test('"cover up" finds the cover-ups on a phone', async ({ page }) => {
    expect(await resultCount(page, 'cover up')).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
