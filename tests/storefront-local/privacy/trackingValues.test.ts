/**
 * Tracking values on Storefront API answers, as
 * https://shopify.dev/docs/storefronts/headless/hydrogen/migrate/cookies-custom-setup describes them and
 * @shopify/hydrogen-react reads them (its getTrackingValues takes `_y`, `_s` and `_cmp` from
 * Server-Timing): the same `_y` for a visitor (kept in the http-only `_shopify_analytics` cookie), a
 * new `_s` after 30 minutes without a request, and `_cmp` once the visitor has a `_tracking_consent`.
 * Consent is set with the `consentManagement` query of the unstable version:
 * https://shopify.dev/docs/api/storefront/unstable/queries/consentManagement
 */
import { TOKEN, testStorefront, type TestStorefront } from '../helpers';
import { decodeTrackingConsent } from '../../../storefront-local/privacy/trackingConsent';
import { VisitorPrivacy, VISIT_TIMEOUT_MS } from '../../../storefront-local/privacy/visitorPrivacy';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const post = (version: string, query: string, cookie = '', origin = 'http://localhost:8000') =>
  sf.app.inject({
    method: 'POST',
    url: `/api/${version}/graphql.json`,
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json', cookie, origin },
    payload: { query },
  });

/** Server-Timing entries as a browser reads them (name → desc). */
function timings(header: unknown): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const part of String(header ?? '').split(',')) {
    const match = /^\s*([^;\s]+);desc="([^"]*)"\s*$/.exec(part);
    if (match) entries[match[1] as string] = match[2] as string;
  }
  return entries;
}

/** The cookies a browser would send back after this answer. */
function jar(setCookie: unknown, previous = ''): string {
  const cookies = new Map(previous.split('; ').filter(Boolean).map((c) => c.split('=') as [string, string]));
  for (const line of [setCookie ?? []].flat() as string[]) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (/Max-Age=0/.test(line)) cookies.delete(name);
    else cookies.set(name, pair.slice(at + 1));
  }
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHOP = '{ shop { name } }';
const ENSURE_COOKIES = 'query ensureCookies { consentManagement { cookies(visitorConsent: {}) { trackingConsentCookie cookieDomain shopifyUnique shopifyVisit } } }';

describe('Server-Timing tracking values', () => {
  it('gives a new visitor _y and _s, keeps _y for the visitor through the _shopify_analytics cookie, and adds no _cmp before any consent', async () => {
    const first = await post('2025-07', SHOP);
    const t1 = timings(first.headers['server-timing']);
    expect(t1._y).toMatch(UUID);
    expect(t1._s).toMatch(UUID);
    expect(t1._cmp).toBeUndefined();
    const setCookie = [first.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/_shopify_analytics=[^;]+; Path=\/; SameSite=Lax; Max-Age=31536000; HttpOnly/);

    const second = await post('2025-07', SHOP, jar(first.headers['set-cookie']));
    const t2 = timings(second.headers['server-timing']);
    expect(t2._y).toBe(t1._y);
    expect(t2._s).toBe(t1._s);

    const stranger = timings((await post('2025-07', SHOP)).headers['server-timing']);
    expect(stranger._y).not.toBe(t1._y);
  });

  it('starts a new visit (_s) after 30 minutes without a request, for the same visitor (_y)', () => {
    const start = Date.parse('2026-11-26T10:00:00Z');
    const first = new VisitorPrivacy({ cookies: {}, host: 'localhost', now: start });
    const analytics = first.setCookies()[0]?.split(';')[0]?.split('=')[1] as string;
    const soon = new VisitorPrivacy({ cookies: { _shopify_analytics: analytics }, host: 'localhost', now: start + VISIT_TIMEOUT_MS - 1 });
    expect(soon.visitToken).toBe(first.visitToken);
    const later = new VisitorPrivacy({ cookies: { _shopify_analytics: analytics }, host: 'localhost', now: start + VISIT_TIMEOUT_MS + 1 });
    expect(later.uniqueToken).toBe(first.uniqueToken);
    expect(later.visitToken).not.toBe(first.visitToken);
    // A damaged cookie is a new visitor, not an error.
    expect(new VisitorPrivacy({ cookies: { _shopify_analytics: 'garbage' }, host: 'localhost', now: start }).uniqueToken).toMatch(UUID);
  });

  it('lets a page read the values cross-origin exactly where CORS lets it read the answer', async () => {
    // The Storefront API answers any origin (a public token), with "*", which never carries the
    // visitor's cookies: a foreign page reads only the fresh values of a cookieless request.
    for (const origin of ['http://localhost:8000', 'https://evil.example']) {
      const response = await post('2025-07', SHOP, '', origin);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['timing-allow-origin']).toBe(response.headers['access-control-allow-origin']);
    }
  });
});

describe('consentManagement (unstable)', () => {
  it('is only in the unstable version, whose answers say so', async () => {
    const stable = await post('2026-04', ENSURE_COOKIES);
    expect(stable.json().errors[0].message).toMatch(/Cannot query field "consentManagement"/);
    const unstable = await post('unstable', ENSURE_COOKIES);
    expect(unstable.headers['x-shopify-api-version']).toBe('unstable');
    expect(unstable.json().errors).toBeUndefined();
  });

  it("answers hydrogen-react's ensureCookies query: the cookies, a _tracking_consent with no choice yet and _cmp from then on", async () => {
    const response = await post('unstable', ENSURE_COOKIES, 'localization=DE');
    const cookies = response.json().data.consentManagement.cookies;
    const t = timings(response.headers['server-timing']);
    expect(cookies.cookieDomain).toBe('localhost');
    expect(cookies.shopifyUnique).toBe(t._y);
    expect(cookies.shopifyVisit).toBe(t._s);
    expect(t._cmp).toBe(cookies.trackingConsentCookie);
    expect(decodeTrackingConsent(cookies.trackingConsentCookie)).toMatchObject({
      consent: { analytics: null, marketing: null, preferences: null, saleOfData: null },
      region: 'DE',
      regulation: 'GDPR',
    });
    const browser = jar(response.headers['set-cookie'], 'localization=DE');
    expect(browser).toContain(`_tracking_consent=${cookies.trackingConsentCookie}`);
    // The next ordinary request carries _cmp too.
    expect(timings((await post('2025-07', SHOP, browser)).headers['server-timing'])._cmp).toBe(cookies.trackingConsentCookie);
  });

  it('records a choice, keeps earlier choices it does not repeat, and sets or clears the marketing cookie', async () => {
    const accept = await post('unstable', '{ consentManagement { cookies(visitorConsent: { analytics: true, marketing: true, preferences: true, saleOfData: false }) { trackingConsentCookie } } }', 'localization=FR');
    let browser = jar(accept.headers['set-cookie'], 'localization=FR');
    expect(browser).toMatch(/_shopify_marketing=[0-9a-f-]{36}/);
    expect(decodeTrackingConsent(accept.json().data.consentManagement.cookies.trackingConsentCookie)?.consent).toEqual({
      analytics: true,
      marketing: true,
      preferences: true,
      saleOfData: false,
    });
    const declineMarketing = await post('unstable', '{ consentManagement { cookies(visitorConsent: { marketing: false }) { trackingConsentCookie } } }', browser);
    browser = jar(declineMarketing.headers['set-cookie'], browser);
    expect(browser).not.toContain('_shopify_marketing=');
    expect(decodeTrackingConsent(declineMarketing.json().data.consentManagement.cookies.trackingConsentCookie)?.consent).toEqual({
      analytics: true,
      marketing: false,
      preferences: true,
      saleOfData: false,
    });
    const declineAnalytics = await post('unstable', '{ consentManagement { cookies(visitorConsent: { analytics: false }) { cookieDomain } } }', browser);
    // Declined analytics: the tokens last for this browser session only.
    expect([declineAnalytics.headers['set-cookie']].flat().find((c) => String(c).startsWith('_shopify_analytics='))).not.toMatch(/Max-Age/);
  });

  it('reads a damaged _tracking_consent as no choice', async () => {
    const response = await post('2025-07', SHOP, '_tracking_consent=%7Bnot-json');
    expect(response.statusCode).toBe(200);
    expect(timings(response.headers['server-timing'])._cmp).toBeUndefined();
  });
});
