/**
 * Shopify analytics from the browser: a page view on every navigation, product, collection and search
 * views with their pages' page views, and every add to cart the cart store reports.
 * - Nothing leaves the browser unless the consent store says analytics are allowed; an event that
 *   happens before that (or after a decline) is dropped, never kept for later.
 * - Not part of the first load: the first navigation loads this store (privacyEntry.ts), and the
 *   sending code (hydrogen-react's analytics, the shop's id) loads with the first event that may be
 *   sent (analyticsSend.ts).
 */
import { create } from 'zustand';
import { selectedCountry, useCountry } from './country';
import { whenIdle, yieldToMain } from '../browser/idle';
import { LINES_ADDED, type LinesAdded } from '../features/cart/store';
import { analyticsPermitted, useConsent } from './consent';
import { viewEvent, viewKey, type PageSnapshot, type ShopifyAnalyticsProduct, type SiteAnalyticsEvent } from '../lib/analytics';
import { lazyModule } from '../browser/lazy';
import { pageDetails, pageSnapshot as snapshot } from './analyticsPages';

const loadSender = lazyModule(() => import(/* webpackChunkName: "analytics" */ './analyticsSend'));

interface ViewsSeen {
  /** The address of the last page view: the same address twice in a row counts once. */
  lastPageView: string;
  /** The resource the last page view was a view of: the same one again (another size, page, filter) is not another view. */
  lastView: string;
}

const useViewsSeen = create<ViewsSeen>()(() => ({ lastPageView: '', lastView: '' }));

/**
 * A page view, then the view its page is (product, collection, search), if that is a new one. The
 * first page may still be hydrating at its route update: what it says about itself is read now.
 * A view dropped for want of consent is not one seen: the first allowed page view of it sends it.
 */
function withView(at: PageSnapshot, allowed: boolean): SiteAnalyticsEvent[] {
  const described = pageDetails(at.path);
  const { view, ...page } = described ?? {};
  const key = viewKey(view);
  const events: SiteAnalyticsEvent[] = [{ kind: 'page_view', at, page: described ? page : null }];
  if (view && key !== useViewsSeen.getState().lastView) events.push(viewEvent(view, at));
  useViewsSeen.setState({ lastView: allowed ? key : '' });
  return events;
}

/** Sends the events if the visitor may be tracked; otherwise drops them. */
async function dispatch(event: SiteAnalyticsEvent): Promise<void> {
  const allowed = await analyticsPermitted();
  const events = event.kind === 'page_view' ? withView(event.at, allowed) : [event];
  if (!allowed) return;
  const sender = await loadSender();
  const consent = useConsent.getState();
  for (const next of events) {
    // Each event in a task of its own, apart from the task that evaluated the sender's chunk.
    await yieldToMain();
    await sender.sendAnalytics(next, {
      currency: selectedCountry(useCountry.getState()).currencyCode,
      analyticsAllowed: consent.analytics,
      marketingAllowed: consent.choice?.marketing ?? consent.analytics,
      saleOfDataAllowed: consent.choice?.saleOfData ?? consent.analytics,
      stillAllowed: () => useConsent.getState().analytics,
    });
  }
}

const track = (event: SiteAnalyticsEvent): Promise<void> =>
  dispatch(event).catch((error: unknown) => console.warn('Analytics: an event was not sent', error));

/**
 * A navigation (the first page included), where the shopper was at the route update; the page
 * described itself while it rendered (privacyEntry.ts), so its product, collection or search view
 * goes too. The same address twice in a row counts once.
 */
export function trackPageView(at: PageSnapshot = snapshot()): Promise<void> {
  if (at.url === useViewsSeen.getState().lastPageView) return Promise.resolve();
  useViewsSeen.setState({ lastPageView: at.url });
  return track({ kind: 'page_view', at, page: null });
}

export const trackProductView = (product: ShopifyAnalyticsProduct, at: PageSnapshot = snapshot()): Promise<void> =>
  track({ kind: 'product_view', at, product });

export const trackCollectionView = (collection: { id: string; handle: string }, at: PageSnapshot = snapshot()): Promise<void> =>
  track({ kind: 'collection_view', at, collection });

export const trackSearchView = (searchString: string, at: PageSnapshot = snapshot()): Promise<void> => track({ kind: 'search_view', at, searchString });

window.addEventListener(LINES_ADDED, (event) => {
  const { cart, lines } = (event as CustomEvent<LinesAdded>).detail;
  const at = snapshot();
  // Described now, sent when the browser is idle: the drawer showing what was added comes first
  // (building and sending the event was a third of the task that the add's answer runs in).
  void whenIdle().then(() =>
    track({ kind: 'add_to_cart', at, cart, lines: lines.map(({ merchandiseId, quantity }) => ({ merchandiseId, quantity })) }),
  );
});

