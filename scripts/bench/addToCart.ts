/**
 * What pressing Add to cart costs on a phone-speed CPU: Chromium with its CPU slowed `cpuSlowdown`×
 * (DevTools' throttling), a first visit to a product page, a size chosen, then Add to cart. Measured in
 * the page: how long after the add's answer arrived the drawer was on screen, the Total Blocking Time
 * of the tasks from the press until the drawer shows (each long task's time beyond 50 ms), and the
 * longest interaction of the press (Event Timing, as INP counts it).
 */
import { chromium } from '@playwright/test';

export const ADD_TO_CART_CPU_SLOWDOWN = 4;

export interface AddToCartTiming {
  /** ms from the add's answer (its response end) to the drawer on screen. */
  drawerAfterAnswerMs: number;
  /** ms from the press to the drawer on screen. */
  drawerAfterPressMs: number;
  tbtMs: number;
  inpMs: number;
}

export async function measureAddToCart(productUrl: string, options: { chromePath: string; cpuSlowdown?: number }): Promise<AddToCartTiming> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __bbTasks: { start: number; duration: number }[]; __bbEvents: { start: number; duration: number; id: number }[] };
      w.__bbTasks = [];
      w.__bbEvents = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__bbTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
          if (entry.interactionId) w.__bbEvents.push({ start: entry.startTime, duration: entry.duration, id: entry.interactionId });
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown ?? ADD_TO_CART_CPU_SLOWDOWN });
    await page.goto(productUrl, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0, undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A size in stock, when the product has sizes.
    const size = page.locator('input[type=radio]:not([disabled])').first();
    if ((await size.count()) > 0) await size.check({ force: true });
    const button = page.getByRole('button', { name: 'Add to cart' });
    await button.hover();
    // The drawer is a native <dialog>: the frame after it opens is when the shopper sees it.
    // A string, not a function: the bundler's helpers for named functions do not exist in the page.
    await page.evaluate(`(() => {
      window.__bbPressed = new Promise((resolve) => document.addEventListener('pointerdown', () => resolve(performance.now()), { capture: true, once: true }));
      window.__bbShown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('dialog[open]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
      });
    })()`);
    await button.click();
    await page.getByRole('dialog', { name: 'Cart' }).waitFor({ state: 'visible', timeout: 60_000 });
    return await page.evaluate(async () => {
      const shownAt = await (window as unknown as { __bbShown: Promise<number> }).__bbShown;
      const pressed = await (window as unknown as { __bbPressed: Promise<number> }).__bbPressed;
      const w = window as unknown as { __bbTasks: { start: number; duration: number }[]; __bbEvents: { start: number; duration: number }[] };
      const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => /\/graphql\.json$/.test(new URL(entry.name).pathname) && entry.startTime >= pressed && entry.responseEnd <= shownAt,
      );
      const answerAt = Math.max(pressed, ...answers.map((entry) => entry.responseEnd));
      const tasks = w.__bbTasks.filter((task) => task.start >= pressed && task.start <= shownAt);
      return {
        drawerAfterAnswerMs: Math.round(shownAt - answerAt),
        drawerAfterPressMs: Math.round(shownAt - pressed),
        tbtMs: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
        inpMs: Math.round(Math.max(0, ...w.__bbEvents.filter((event) => event.start >= pressed - 50).map((event) => event.duration))),
      };
    });
  } finally {
    await browser.close();
  }
}
