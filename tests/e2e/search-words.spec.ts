/**
 * Issue 20 item 8 (desktop 1280×900 and phone 390×844): searches for common words found nothing
 * ("bikinis", "onepiece", "swimsuit"), the typo "bikni" found nothing in predictive search, and a
 * 600-character query widened the page to 4,667 px. The local storefront now searches as Shopify's
 * storefront search does (https://help.shopify.com/en/manual/online-store/storefront-search: plurals,
 * typo tolerance); the page wraps long queries.
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

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('plurals, hyphens, compounds and synonyms find products', async ({ page }) => {
    const bikini = await resultCount(page, 'bikini');
    expect(bikini).toBeGreaterThan(0);
    expect(await resultCount(page, 'bikinis')).toBe(bikini);
    const onePiece = await resultCount(page, 'one-piece');
    expect(onePiece).toBeGreaterThan(0);
    expect(await resultCount(page, 'onepiece')).toBe(onePiece);
    expect(await resultCount(page, 'swimsuit')).toBeGreaterThanOrEqual(Math.max(bikini, onePiece));
    expect(await resultCount(page, 'coral-reef')).toBeGreaterThan(0);
  });

  test('predictive search forgives the typo "bikni"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox').fill('bikni');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    // Bikini tops and bottoms (their titles say "Top" and "Bottoms"; their type says bikini).
    await expect(suggestions.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
    expect(await suggestions.getByRole('group', { name: 'Products' }).getByRole('option').count()).toBeGreaterThan(2);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a 600-character query wraps instead of widening the page', async ({ page }) => {
    await page.goto(`/search/?q=${'a'.repeat(600)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('aaaa');
    await expect(page.getByRole('status').filter({ hasText: /results?|Nothing/ }).first()).toBeVisible();
    // On a phone a wider page makes the browser zoom out, so compare with the phone's 390 px, not innerWidth.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(h1 && h1.x + h1.width).toBeLessThanOrEqual(390);
  });
});
