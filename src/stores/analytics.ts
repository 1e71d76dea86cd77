/**
 * Shopify analytics from the browser: a page view on every navigation, product, collection and search
 * views from their pages, and every add to cart the cart store reports.
 * - Nothing leaves the browser unless the consent store says analytics are allowed; an event that
 *   happens before that (or after a decline) is dropped, never kept for later.
 * - The sending code (hydrogen-react's analytics, the shop's id) loads with the first event that may
 *   be sent (analyticsSend.ts), so it is not part of the first load.
 */
import { selectedCountry, useCountry } from './country';
import { onLinesAdded } from './cart';
import { analyticsPermitted, useConsent } from './consent';
import type { PageDetails, PageSnapshot, ShopifyAnalyticsProduct, SiteAnalyticsEvent } from '../lib/analytics';
import { lazyModule } from '../storefront/lazy';

const loadSender = lazyModule(() => import(/* webpackChunkName: "analytics" */ './analyticsSend'));

/** What each page said about itself, by path; read when its page view is sent. */
const pages = new Map<string, PageDetails>();
let lastPageView = '';

const snapshot = (): PageSnapshot => ({
  url: window.location.href,
  path: window.location.pathname,
  search: window.location.search,
  title: document.title,
  referrer: document.referrer,
});

/** Sends one event if the visitor may be tracked; otherwise drops it. */
async function dispatch(event: SiteAnalyticsEvent): Promise<void> {
  if (!(await analyticsPermitted())) return;
  const sender = await loadSender();
  const consent = useConsent.getState();
  await sender.sendAnalytics(event, {
    currency: selectedCountry(useCountry.getState()).currencyCode,
    analyticsAllowed: consent.analytics,
    marketingAllowed: consent.choice?.marketing ?? consent.analytics,
    saleOfDataAllowed: consent.choice?.saleOfData ?? consent.analytics,
    stillAllowed: () => useConsent.getState().analytics,
  });
}

const track = (event: SiteAnalyticsEvent): Promise<void> =>
  dispatch(event).catch((error: unknown) => console.warn('Analytics: an event was not sent', error));

/**
 * A page says what it shows (page type, resource). Called while the page renders, so the details are
 * there before the route update that sends its page view.
 */
export function describePage(pathname: string, details: PageDetails): void {
  pages.set(pathname, details);
}

/** A navigation (the first page included). The same address twice in a row counts once. */
export function trackPageView(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const at = snapshot();
  if (at.url === lastPageView) return Promise.resolve();
  lastPageView = at.url;
  // The page's own details are read after the page has rendered and described itself.
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => track({ kind: 'page_view', at, page: pages.get(at.path) ?? null }));
}

export const trackProductView = (product: ShopifyAnalyticsProduct): Promise<void> => track({ kind: 'product_view', at: snapshot(), product });

export const trackCollectionView = (collection: { id: string; handle: string }): Promise<void> =>
  track({ kind: 'collection_view', at: snapshot(), collection });

export const trackSearchView = (searchString: string): Promise<void> => track({ kind: 'search_view', at: snapshot(), searchString });

onLinesAdded((cart, lines) => {
  void track({ kind: 'add_to_cart', at: snapshot(), cart, lines: lines.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity })) });
});

/** Tests start every case from scratch. */
export function resetAnalyticsForTests(): void {
  pages.clear();
  lastPageView = '';
}
