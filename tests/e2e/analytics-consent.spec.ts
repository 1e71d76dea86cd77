/**
 * Shopify analytics and cookie consent in the running site, read back from the local storefront's
 * monorail recorder (/__analytics/events.json):
 * - A German visitor (a region where Shopify asks for consent) sees the banner; nothing reaches the
 *   monorail endpoint before a choice; after Accept, page view, product view and add to cart arrive
 *   with the shop, the shopper's currency and the visitor's tracking values. Decline sends nothing.
 * - A US visitor sees no banner and the events flow.
 * - On a 390×844 phone the banner does not cover the Add to cart button.
 * Shopify's documented behaviour followed here:
 * https://shopify.dev/docs/api/customer-privacy (banner where the region needs consent; nothing
 * processed there before consent), https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics
 * (the events and their payloads), https://shopify.dev/docs/storefronts/headless/bring-your-own-stack/hydrogen-with-your-own-stack/analytics
 * (a headless storefront sends page views and add to cart itself).
 */
import type { Page, Request } from '@playwright/test';
import { chooseSize, expect, sizeInStock, STOREFRONT, test } from './fixtures';

interface RecordedEvent {
  eventName: string;
  pageType: string | null;
  resourceId: string | null;
  currency: string | null;
  shopId: string | null;
  uniqueToken: string | null;
  visitToken: string | null;
  url: string | null;
}

const BANNER = 'Cookies at Blue Bay Swim';

async function clearEvents(): Promise<void> {
  const response = await fetch(`${STOREFRONT}/__analytics/events.json`, { method: 'DELETE' });
  expect(response.status).toBe(204);
}

async function recordedEvents(): Promise<RecordedEvent[]> {
  const response = await fetch(`${STOREFRONT}/__analytics/events.json`);
  return ((await response.json()) as { events: RecordedEvent[] }).events;
}

/** Every request the page makes to a monorail endpoint, wherever it points. */
function watchMonorail(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/monorail/')) sent.push(request);
  });
  return sent;
}

/** The privacy API has answered (the page loads it once idle). */
async function privacyApiReady(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.Shopify?.customerPrivacy?.shouldShowBanner === 'function');
}

/** Arrives from Germany: `?country=DE` is how the regional store links shoppers back with a country. */
async function visitFromGermany(page: Page, path: string): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}country=DE`);
  await expect(page.getByRole('button', { name: /Country: DE / })).toBeVisible();
}

async function addToCart(page: Page, size: string): Promise<void> {
  await chooseSize(page, size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Waits for the events a product page visit with an add to cart sends. */
async function eventsOfAVisit(): Promise<RecordedEvent[]> {
  let events: RecordedEvent[] = [];
  await expect
    .poll(async () => {
      events = await recordedEvents();
      return events.map((e) => e.eventName).sort();
    }, { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['page_rendered', 'page_view', 'product_added_to_cart', 'product_page_rendered']));
  return events;
}

test.beforeEach(async () => {
  await clearEvents();
});

test('a German visitor: the banner, nothing sent before consent, then page view, product view and add to cart', async ({ page }) => {
  const product = await sizeInStock();
  const monorail = watchMonorail(page);
  await visitFromGermany(page, `/products/${product.handle}/`);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();

  // Shopping on before answering: nothing leaves for monorail.
  await addToCart(page, product.size);
  // A navigation inside the site (a page view, were it allowed).
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us\/$/);
  await page.waitForTimeout(1500);
  expect(monorail).toHaveLength(0);
  expect(await recordedEvents()).toEqual([]);

  await page.getByRole('region', { name: BANNER }).getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  // Nothing from before the choice was kept for later.
  await page.waitForTimeout(1000);
  expect(await recordedEvents()).toEqual([]);

  // The next visit counts: the choice is kept, so no banner, and its events arrive.
  await page.goto(`/products/${product.handle}/`);
  await privacyApiReady(page);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await addToCart(page, product.size);
  const events = await eventsOfAVisit();
  for (const event of events) {
    expect(event.currency).toBe('EUR');
    expect(event.shopId).toMatch(/^\d+$/);
    // The visitor's tracking values, from the Storefront API's Server-Timing on the site's origin.
    expect(event.uniqueToken).toBeTruthy();
    expect(event.visitToken).toBeTruthy();
  }
  const pageView = events.find((e) => e.eventName === 'page_view');
  expect(pageView).toMatchObject({ pageType: 'product', resourceId: expect.stringMatching(/^product\/\d+$/) });
  expect(events.find((e) => e.eventName === 'product_added_to_cart')?.url).toContain(`/products/${product.handle}/`);
  expect(monorail.every((request) => new URL(request.url()).origin === new URL(page.url()).origin)).toBe(true);
});

test('a German visitor who declines sends nothing, and can change the choice from the footer', async ({ page }) => {
  const product = await sizeInStock();
  const monorail = watchMonorail(page);
  await visitFromGermany(page, `/products/${product.handle}/`);
  const banner = page.getByRole('region', { name: BANNER });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();

  await page.goto(`/products/${product.handle}/`);
  await privacyApiReady(page);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await addToCart(page, product.size);
  await page.waitForTimeout(2000);
  expect(monorail).toHaveLength(0);
  expect(await recordedEvents()).toEqual([]);

  // The footer reopens the choice, by keyboard; Escape leaves it unchanged.
  const link = page.getByRole('button', { name: 'Cookie preferences' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  // Turning analytics on there lets the next page view through.
  await link.click();
  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/');
  await expect.poll(async () => (await recordedEvents()).map((e) => e.eventName), { timeout: 15_000 }).toContain('page_view');
  expect((await recordedEvents()).find((e) => e.eventName === 'page_view')).toMatchObject({ pageType: 'index', currency: 'EUR' });
});

test('a US visitor sees no banner and the events flow', async ({ page }) => {
  const product = await sizeInStock();
  await page.goto(`/products/${product.handle}/`);
  await privacyApiReady(page);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await addToCart(page, product.size);
  const events = await eventsOfAVisit();
  for (const event of events) {
    expect(event.currency).toBe('USD');
    expect(event.uniqueToken).toBeTruthy();
  }
  expect(events.find((e) => e.eventName === 'product_page_rendered')?.resourceId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
});

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`${label} ${viewport.width}×${viewport.height}: the banner does not cover Add to cart, nor shift the page`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const product = await sizeInStock();
    await visitFromGermany(page, `/products/${product.handle}/`);
    const button = page.getByRole('button', { name: 'Add to cart' });
    const title = page.getByRole('heading', { level: 1 });
    const before = await title.boundingBox();
    const banner = page.getByRole('region', { name: BANNER });
    await expect(banner).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`banner-${label}.png`) });

    // Fixed over the page: the content did not move when it appeared.
    expect(await title.boundingBox()).toEqual(before);
    const boxes = async () => {
      const [a, b] = [await banner.boundingBox(), await button.boundingBox()];
      if (!a || !b) throw new Error('not on screen');
      return { banner: a, button: b, overlap: !(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y) };
    };
    // As the page opens (on a phone the button is below the fold then, clear of the banner).
    expect((await boxes()).overlap).toBe(false);
    // The shopper scrolls to it…
    await button.scrollIntoViewIfNeeded();
    expect((await boxes()).overlap).toBe(false);
    // …or tabs to it from the top of the product's details: the page scrolls it clear of the banner
    // (scroll-padding-bottom is the banner's height while it shows).
    await page.evaluate(() => window.scrollTo(0, 0));
    await button.focus();
    expect((await boxes()).overlap).toBe(false);

    // Keyboard: the banner's buttons show their focus.
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.screenshot({ path: testInfo.outputPath(`banner-${label}-focus.png`) });
  });
}
