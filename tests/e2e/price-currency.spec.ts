/**
 * Issue 20 item 6 (phone 390×844, touch): a shopper in Great Britain saw the build's "$72.00" for a
 * second or two before "£52.95". No price in a currency other than the shopper's is ever visible: the
 * build's price keeps its space invisibly until the shopper's price arrives, and nothing moves.
 */
import type { Page, Route } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/config/site';
import { expect, storefrontQuery, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Holds the Storefront's ProductPrices answers until `release()` (a slow phone network). */
async function holdPrices(page: Page): Promise<{ release: () => void; held: () => number }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route('**/graphql.json', async (route) => {
    if (!released && route.request().postData()?.includes('ProductPrices')) waiting.push(route);
    else await route.continue();
  });
  return {
    release: () => {
      released = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
    held: () => waiting.length,
  };
}

/**
 * Records, before every frame from the first one, whether any visible price shows dollars, the size of
 * each price box and the layout shifts.
 */
async function watchPrices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { dollars: [] as string[], sizes: new Map<Element, Set<string>>(), shift: 0 };
    (window as unknown as { __prices: typeof seen }).__prices = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      for (const p of document.querySelectorAll('main p')) {
        if (!/^(?:Sale price)?(?:From )?[$£]/.test(p.textContent ?? '') && !p.textContent?.includes('unavailable')) continue;
        const box = p.getBoundingClientRect();
        const sizes = seen.sizes.get(p) ?? new Set<string>();
        sizes.add(`${Math.round(box.width)}×${Math.round(box.height)}`);
        seen.sizes.set(p, sizes);
        if (p.textContent?.includes('$') && p.checkVisibility({ visibilityProperty: true })) seen.dollars.push(p.textContent);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const report = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { __prices: { dollars: string[]; sizes: Map<Element, Set<string>>; shift: number } }).__prices;
    return { dollars: seen.dollars, sizes: [...seen.sizes.values()].map((s) => [...s]), shift: seen.shift };
  });

async function firstProduct(): Promise<string> {
  const data = await storefrontQuery<{ products: { nodes: { handle: string }[] } }>('{ products(first: 1, sortKey: TITLE) { nodes { handle } } }');
  return data.products.nodes[0]!.handle;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ countryCode: 'GB' })), STORAGE_KEYS.country);
  await watchPrices(page);
});

for (const path of ['/products/{first}/', '/collections/all/']) {
  test(`a shopper in Great Britain never sees dollars on ${path}, then pounds in the same space`, async ({ page }) => {
    const prices = await holdPrices(page);
    await page.goto(path.replace('{first}', await firstProduct()));
    await expect.poll(prices.held).toBeGreaterThan(0);
    const main = page.getByRole('main');
    // Hydrated, prices still on their way: the build's dollars are in the page but not visible.
    await expect(main.getByText(/^\$\d/).first()).toBeHidden();
    await expect(main.getByText(/£\d/).first()).toHaveCount(0);

    prices.release();
    await expect(main.getByText(/£\d/).first()).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const seen = await report(page);
    expect(seen.dollars).toEqual([]);
    expect(seen.sizes.length).toBeGreaterThan(0);
    for (const sizes of seen.sizes) expect(sizes).toHaveLength(1);
    expect(seen.shift).toBe(0);
    await page.screenshot({ path: test.info().outputPath('pounds.png') });
  });
}

test('a shopper in Great Britain is told when prices cannot be had, and still sees no dollars', async ({ page, consoleErrors }) => {
  await page.route('**/graphql.json', async (route) => {
    if (route.request().postData()?.includes('ProductPrices')) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  await page.goto(`/products/${await firstProduct()}/`);
  await expect(page.getByRole('main').getByText('Price unavailable right now')).toBeVisible();
  expect((await report(page)).dollars).toEqual([]);
  // The failed call is logged, as every failed Storefront call is.
  expect(consoleErrors.some((text) => text.includes('Runtime prices'))).toBe(true);
  consoleErrors.length = 0;
});
