/**
 * The shop's Shopify side on the site's own origin, in Chromium against the built site and the local
 * storefront: the pages' Storefront API requests go to /api/{version}/graphql.json on the site and
 * come back with the visitor's tracking values in Server-Timing; monorail batches posted to the site
 * reach the storefront; the Customer Privacy API script loads under the site's CSP and records a
 * choice as a first-party cookie. shopify.dev/docs/storefronts/headless/hydrogen/migrate/cookies-custom-setup
 */
import { expect, STOREFRONT, test } from './fixtures';

const MONORAIL = '/.well-known/shopify/monorail/unstable/produce_batch';
const PRIVACY_SCRIPT = `${STOREFRONT}/shopifycloud/consent-tracking-api/v0.1/consent-tracking-api.js`;

test("the site's Storefront requests, analytics and privacy choices stay on its own origin", async ({ page, baseURL }) => {
  const site = new URL(baseURL as string).origin;
  await page.goto('/collections/all/');

  // A filter asks the Storefront API, on the site's origin.
  const storefrontAnswer = page.waitForResponse((response) => response.url().startsWith(`${site}/api/`) && response.url().endsWith('/graphql.json'));
  await page.getByRole('complementary', { name: 'Filters' }).getByText('Red', { exact: true }).click();
  const answer = await storefrontAnswer;
  expect(new URL(answer.url()).pathname).toBe('/api/2025-07/graphql.json');
  expect(answer.status()).toBe(200);
  const timing = (await answer.allHeaders())['server-timing'] ?? '';
  expect(timing).toMatch(/_y;desc="[0-9a-f-]{36}"/);
  expect(timing).toMatch(/_s;desc="[0-9a-f-]{36}"/);
  const uniqueToken = /_y;desc="([^"]+)"/.exec(timing)?.[1] as string;
  // The page itself can read them, as hydrogen-react's getTrackingValues does.
  const readable = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/graphql.json'))
      .flatMap((e) => (e as PerformanceResourceTiming).serverTiming.map((t) => `${t.name}=${t.description}`)),
  );
  expect(readable).toContain(`_y=${uniqueToken}`);

  // A monorail batch posted to the site reaches the storefront's recorder.
  const eventId = `e2e-${Date.now()}`;
  const status = await page.evaluate(
    async ({ path, id, token }) => {
      const now = Date.now();
      const batch = {
        events: [{ schema_id: 'trekkie_storefront_page_view/1.4', payload: { pageType: 'collection', uniqToken: token, currency: 'USD', shopId: 1, url: location.href, microSessionId: id }, metadata: { event_created_at_ms: now } }],
        metadata: { event_sent_at_ms: now },
      };
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(batch) });
      return response.status;
    },
    { path: MONORAIL, id: eventId, token: uniqueToken },
  );
  expect(status).toBe(200);
  const recorded = (await (await fetch(`${STOREFRONT}/__analytics/events.json`)).json()) as { events: Array<{ eventName: string; uniqueToken: string; payload: { microSessionId?: string } }> };
  expect(recorded.events.find((e) => e.payload.microSessionId === eventId)).toMatchObject({ eventName: 'page_view', uniqueToken });

  // The Customer Privacy API loads (the CSP allows its origin) and records a choice on the site's origin.
  await page.context().addCookies([{ name: 'localization', value: 'DE', url: site }]);
  await page.addScriptTag({ url: PRIVACY_SCRIPT });
  await page.waitForFunction(() => typeof (window as { Shopify?: { customerPrivacy?: unknown } }).Shopify?.customerPrivacy === 'object');
  const before = await page.evaluate(() => (window as unknown as { Shopify: { customerPrivacy: { shouldShowBanner(): boolean } } }).Shopify.customerPrivacy.shouldShowBanner());
  expect(before).toBe(true);
  const result = await page.evaluate(
    () =>
      new Promise<{ error?: string; event: unknown }>((resolve) => {
        const privacy = (window as unknown as { Shopify: { customerPrivacy: { setTrackingConsent(c: object, cb: (r?: { error: string }) => void): void } } }).Shopify.customerPrivacy;
        let event: unknown = null;
        document.addEventListener('visitorConsentCollected', (e) => (event = (e as CustomEvent).detail));
        privacy.setTrackingConsent(
          { analytics: true, marketing: false, preferences: true, sale_of_data: false, headlessStorefront: true, checkoutRootDomain: location.host, storefrontAccessToken: 'local-storefront-token' },
          (r) => setTimeout(() => resolve({ error: r?.error, event }), 0),
        );
      }),
  );
  expect(result.error).toBeUndefined();
  expect(result.event).toMatchObject({ analyticsAllowed: true, marketingAllowed: false });
  const cookies = await page.context().cookies(site);
  expect(cookies.find((c) => c.name === '_tracking_consent')).toBeTruthy();
  expect(cookies.find((c) => c.name === '_shopify_analytics')).toMatchObject({ httpOnly: true });
  await page.reload();
  await page.addScriptTag({ url: PRIVACY_SCRIPT });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { Shopify?: { customerPrivacy?: { currentVisitorConsent(): unknown } } }).Shopify?.customerPrivacy?.currentVisitorConsent()))
    .toEqual({ marketing: 'no', analytics: 'yes', preferences: 'yes', sale_of_data: 'no' });
});
