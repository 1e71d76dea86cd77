/**
 * The local Customer Privacy API script (window.Shopify.customerPrivacy), run in jsdom pages whose
 * Storefront API requests reach the local storefront as through the site's same-origin proxy.
 * Methods and event after https://shopify.dev/docs/api/customer-privacy; the consent is stored as
 * Shopify's headless mode stores it, through the unstable `consentManagement` query
 * (https://shopify.dev/docs/api/storefront/unstable/queries/consentManagement), in a first-party
 * `_tracking_consent` cookie that the next page reads back.
 */
import { JSDOM, CookieJar } from 'jsdom';
import { CUSTOMER_PRIVACY_API_PATHS, customerPrivacyScript } from '../../../storefront-local/privacy/routes';
import { TOKEN, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const SITE = 'http://localhost:8000/';

interface CustomerPrivacy {
  setTrackingConsent(consent: Record<string, unknown>, callback: (result?: { error: string }) => void): void;
  currentVisitorConsent(): Record<string, string>;
  analyticsProcessingAllowed(): boolean;
  marketingAllowed(): boolean;
  preferencesProcessingAllowed(): boolean;
  saleOfDataAllowed(): boolean;
  shouldShowBanner(): boolean;
  getRegion(): string;
  __internal: { uniqueToken(): string; visitToken(): string };
}

type PageWindow = JSDOM['window'] & { Shopify: { customerPrivacy: CustomerPrivacy } };

/** A page of the site with the script loaded; its fetch goes to the storefront with the jar's cookies. */
function openPage(jar: CookieJar): PageWindow {
  const dom = new JSDOM('<!doctype html><title>Blue Bay</title>', { url: SITE, runScripts: 'outside-only', cookieJar: jar });
  const window = dom.window as unknown as PageWindow;
  (window as unknown as { fetch: typeof fetch }).fetch = async (input, init) => {
    const target = new URL(String(input), SITE);
    expect(target.origin).toBe(new URL(SITE).origin);
    const response = await sf.app.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: target.pathname,
      headers: { ...(init?.headers as Record<string, string>), cookie: jar.getCookieStringSync(target.href), origin: target.origin },
      payload: String(init?.body ?? ''),
    });
    for (const cookie of [response.headers['set-cookie'] ?? []].flat()) jar.setCookieSync(String(cookie), target.href);
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  };
  window.eval(customerPrivacyScript());
  return window;
}

const withCountry = (country: string) => {
  const jar = new CookieJar();
  jar.setCookieSync(`localization=${country}; Path=/`, SITE);
  return jar;
};

const setConsent = (window: PageWindow, consent: Record<string, unknown>) =>
  new Promise<{ result: { error: string } | undefined; events: unknown[] }>((resolve) => {
    const events: unknown[] = [];
    window.document.addEventListener('visitorConsentCollected', (event) => events.push((event as CustomEvent).detail));
    window.Shopify.customerPrivacy.setTrackingConsent(consent, (result) => setTimeout(() => resolve({ result, events }), 0));
  });

const headless = { headlessStorefront: true, checkoutRootDomain: 'localhost:8000', storefrontAccessToken: TOKEN };

describe('Customer Privacy API (local)', () => {
  it('is served at the paths of Shopify’s CDN', async () => {
    for (const url of CUSTOMER_PRIVACY_API_PATHS) {
      const response = await sf.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.body).toContain('customerPrivacy');
    }
  });

  it('asks first in the EU: a German shopper with no choice sees the banner and nothing is processed', () => {
    const privacy = openPage(withCountry('DE')).Shopify.customerPrivacy;
    expect(privacy.getRegion()).toBe('DE');
    expect(privacy.shouldShowBanner()).toBe(true);
    expect(privacy.currentVisitorConsent()).toEqual({ marketing: '', analytics: '', preferences: '', sale_of_data: '' });
    expect(privacy.analyticsProcessingAllowed()).toBe(false);
    expect(privacy.marketingAllowed()).toBe(false);
    expect(privacy.preferencesProcessingAllowed()).toBe(false);
  });

  it('needs no banner in the United States, where processing is allowed until declined', () => {
    const privacy = openPage(withCountry('US')).Shopify.customerPrivacy;
    expect(privacy.shouldShowBanner()).toBe(false);
    expect(privacy.analyticsProcessingAllowed()).toBe(true);
    expect(privacy.saleOfDataAllowed()).toBe(true);
    expect(openPage(withCountry('CH')).Shopify.customerPrivacy.shouldShowBanner()).toBe(true);
    expect(openPage(withCountry('GB')).Shopify.customerPrivacy.shouldShowBanner()).toBe(true);
  });

  it('records a choice through the Storefront API, tells the page with visitorConsentCollected, and the next page reads it back', async () => {
    const jar = withCountry('FR');
    const page = openPage(jar);
    const { result, events } = await setConsent(page, { analytics: true, marketing: false, preferences: true, sale_of_data: false, ...headless });
    expect(result).toBeUndefined();
    expect(events).toEqual([
      { analyticsAllowed: true, marketingAllowed: false, firstPartyMarketingAllowed: false, thirdPartyMarketingAllowed: false, preferencesAllowed: true, saleOfDataAllowed: false },
    ]);
    expect(page.Shopify.customerPrivacy.__internal.uniqueToken()).toMatch(/^[0-9a-f-]{36}$/);
    expect(jar.getCookieStringSync(SITE)).toMatch(/_tracking_consent=/);

    const next = openPage(jar).Shopify.customerPrivacy;
    expect(next.currentVisitorConsent()).toEqual({ marketing: 'no', analytics: 'yes', preferences: 'yes', sale_of_data: 'no' });
    expect(next.shouldShowBanner()).toBe(false);
    expect(next.analyticsProcessingAllowed()).toBe(true);
    expect(next.marketingAllowed()).toBe(false);
    expect(next.saleOfDataAllowed()).toBe(false);
  });

  it('keeps earlier choices that a later call leaves out', async () => {
    const jar = withCountry('DE');
    await setConsent(openPage(jar), { analytics: false, marketing: false, preferences: false, ...headless });
    await setConsent(openPage(jar), { marketing: true, ...headless });
    expect(openPage(jar).Shopify.customerPrivacy.currentVisitorConsent()).toEqual({ marketing: 'yes', analytics: 'no', preferences: 'no', sale_of_data: '' });
  });

  it('refuses a malformed choice and reports a store that refuses, changing nothing either way', async () => {
    const jar = withCountry('DE');
    const page = openPage(jar);
    const bad = await setConsent(page, { analytics: 'yes' });
    expect(bad.result?.error).toMatch(/analytics must be true or false/);
    expect((await setConsent(page, {})).result?.error).toMatch(/at least one/);
    const refused = await setConsent(page, { analytics: true, ...headless, storefrontAccessToken: 'wrong-token' });
    expect(refused.result?.error).toMatch(/Invalid API key or access token/);
    expect([...bad.events, ...refused.events]).toEqual([]);
    expect(openPage(jar).Shopify.customerPrivacy.shouldShowBanner()).toBe(true);
  });

  it('reads a damaged consent cookie as no choice', () => {
    const jar = withCountry('DE');
    jar.setCookieSync('_tracking_consent=%7Bbroken; Path=/', SITE);
    const privacy = openPage(jar).Shopify.customerPrivacy;
    expect(privacy.currentVisitorConsent().analytics).toBe('');
    expect(privacy.shouldShowBanner()).toBe(true);
  });
});
