/**
 * Sending analytics, loaded with the first event a visitor may send (never part of the first load):
 * hydrogen-react builds Shopify's monorail events from each `ShopifyAnalytics` event, and they are
 * posted to the site's own origin, which hands them to the shop. hydrogen-react's own
 * `sendShopifyAnalytics` posts to `https://{shopDomain}/…`: the same schema builders it uses are
 * called here instead, so the batch can go to the same origin (plain http on a local stack).
 * https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics
 *
 * hydrogen-react 2026.4: its getTrackingValues asks the Customer Privacy API for the visitor's tokens
 * (`customerPrivacy.__internal`), as Shopify's current privacy script answers them; 2025.7's reads
 * Server-Timing only when a consent value (`_cmp`) is there too, so visitors who never chose had none.
 */
import { getClientBrowserParameters } from '@shopify/hydrogen-react-2026-04/analytics';
import { AnalyticsEventName } from '@shopify/hydrogen-react-2026-04/analytics-constants';
import {
  addToCart,
  collectionView,
  pageView2,
  productView,
  searchView,
} from '@shopify/hydrogen-react-2026-04/analytics-schema-custom-storefront-customer-tracking';
import { pageView as trekkiePageView } from '@shopify/hydrogen-react-2026-04/analytics-schema-trekkie-storefront-page-view';
import type { ShopifyAddToCartPayload, ShopifyPageViewPayload } from '@shopify/hydrogen-react-2026-04';
import { env } from '../config/env';
import { toShopifyAnalytics, type AnalyticsContext, type ShopifyAnalytics, type SiteAnalyticsEvent } from '../lib/analytics';
import { readJSON, writeJSON, browserStorage } from '../browser/storage';
import * as v from 'valibot';
import { create } from 'zustand';
import { requestTrackingValues } from '../storefront/trackingValues';
import { lazyModule } from '../browser/lazy';
import { memoiseUntilFailure } from '../browser/memoise';
import { monorailEndpoint } from './privacyApi';

type MonorailEvent = ReturnType<typeof pageView2>[number];

/** hydrogen-react's mapping from an analytics event to monorail events (as in its sendShopifyAnalytics). */
export function monorailEvents(event: ShopifyAnalytics): MonorailEvent[] {
  const payload = event.payload;
  switch (event.eventName) {
    case AnalyticsEventName.PAGE_VIEW_2:
      return [...trekkiePageView(payload as ShopifyPageViewPayload), ...pageView2(payload as ShopifyPageViewPayload)];
    case AnalyticsEventName.PRODUCT_VIEW:
      return productView(payload as ShopifyPageViewPayload);
    case AnalyticsEventName.COLLECTION_VIEW:
      return collectionView(payload as ShopifyPageViewPayload);
    case AnalyticsEventName.SEARCH_VIEW:
      return searchView(payload as ShopifyPageViewPayload);
    case AnalyticsEventName.ADD_TO_CART:
      return (payload as ShopifyAddToCartPayload).products?.length ? addToCart(payload as ShopifyAddToCartPayload) : [];
    default:
      return [];
  }
}

const loadShopOperations = lazyModule(() => import('../storefront/operations/shop'));

/**
 * The shop's gid: written into the bundle by the build, which sourced it; asked once a session only when
 * the build could not know it (it never changes for a store).
 */
const SHOP_ID_KEY = 'bb_shop_id';
const storedShopId = v.object({ endpoint: v.string(), id: v.pipe(v.string(), v.startsWith('gid://shopify/Shop/')) });
/** The shop id being looked up, and the one request for tracking values, for this page. */
const useShopIdLookup = create<{ lookup: Promise<string> | null; trackingValues: Promise<void> | null }>()(() => ({
  lookup: null,
  trackingValues: null,
}));

/** The shop id asked of the shop (or this session's storage), once a page while the answer is good. */
const lookUpShopId = memoiseUntilFailure(
  async (): Promise<string> => {
    const session = browserStorage('session');
    const stored = readJSON(SHOP_ID_KEY, v.nullable(storedShopId), null, session);
    if (stored && stored.endpoint === env.storefrontEndpoint) return stored.id;
    const id = await (await loadShopOperations()).fetchShopId();
    writeJSON(SHOP_ID_KEY, { endpoint: env.storefrontEndpoint, id }, session);
    return id;
  },
  // Kept in the store's state, not at module level: a reset store (each test) asks again.
  { get: () => useShopIdLookup.getState().lookup, set: (lookup) => useShopIdLookup.setState({ lookup }) },
);

/** The shop id for an event: the build's, or the one looked up (a failed lookup is tried again with the next event). */
const currentShopId = (): Promise<string> => (env.shopId ? withTrackingValues(env.shopId) : lookUpShopId());

/** With the build's shop id, the tracking values still need one Storefront answer on the page. */
function withTrackingValues(id: string): Promise<string> {
  if (getClientBrowserParameters().uniqueToken) return Promise.resolve(id);
  const asked = useShopIdLookup.getState().trackingValues;
  if (asked) return asked.then(() => id);
  const trackingValues = requestTrackingValues();
  useShopIdLookup.setState({ trackingValues });
  return trackingValues.then(() => id);
}

export interface SendContext extends Omit<AnalyticsContext, 'shopId' | 'browser'> {
  /** Only a visitor who may be tracked gets here; checked again just before posting. */
  stillAllowed: () => boolean;
}

/** Builds the event's monorail batch and posts it; resolves when done (a failure is only logged). */
export async function sendAnalytics(event: SiteAnalyticsEvent, context: SendContext): Promise<void> {
  const shop = await currentShopId();
  const analytics = toShopifyAnalytics(event, { ...context, shopId: shop, browser: getClientBrowserParameters() });
  const events = monorailEvents(analytics);
  if (events.length === 0 || !context.stillAllowed()) return;
  const response = await fetch(monorailEndpoint(), {
    method: 'POST',
    // text/plain, as Shopify's own clients send it: a simple request, no preflight.
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ events, metadata: { event_sent_at_ms: Date.now() } }),
    // A page view sent as the shopper leaves still arrives.
    keepalive: true,
  });
  // Read to the end: an answer whose body is never read stays an open request in Chromium, and the page
  // never looks idle to anything waiting for its network to settle.
  const answer = await response.text().catch(() => '');
  if (!response.ok) console.warn(`Analytics: the monorail endpoint answered ${response.status}`, answer.slice(0, 200));
}

