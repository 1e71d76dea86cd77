/**
 * Layout shift while runtime prices load: product and collection pages render their
 * static price, then ask the Storefront API for the shopper's currency. The API's answers are held
 * back by `delayMs` so the swap happens well after first paint, as on a slow beach connection; the
 * shifts of the whole load (until the page is quiet after the swap) are summed, as the CLS metric
 * does for a page that is not interacted with.
 */
import { chromium } from '@playwright/test';

export const CLS_VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export interface ClsResult {
  viewport: string;
  cls: number;
  storefrontCalls: number;
}

export async function measureCls(url: string, options: { chromePath: string; delayMs: number }): Promise<ClsResult[]> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results: ClsResult[] = [];
    for (const viewport of CLS_VIEWPORTS) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      let storefrontCalls = 0;
      await page.route(/\/api\/\d{4}-\d{2}\/graphql\.json$/, async (route) => {
        storefrontCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __bbCls: number };
        w.__bbCls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.__bbCls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(options.delayMs + 1000);
      const cls = await page.evaluate(() => (window as unknown as { __bbCls: number }).__bbCls);
      results.push({ viewport: viewport.name, cls: Math.round(cls * 10000) / 10000, storefrontCalls });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
