/**
 * What the site tells Shopify's analytics, as hydrogen-react's `ShopifyAnalytics` events: page views,
 * product, collection and search views, and adds to cart, each with the shop, the shopper's
 * currency, the page type and the resources it shows. Pure: src/stores/analytics.ts collects the
 * events and src/stores/analyticsSend.ts turns them into monorail batches and sends them.
 * https://shopify.dev/docs/api/hydrogen-react/latest/utilities/sendshopifyanalytics
 */
import { AnalyticsEventName, AnalyticsPageType } from '@shopify/hydrogen-react-2026-04/analytics-constants';
import type { ClientBrowserParameters, ShopifyAnalytics, ShopifyAnalyticsProduct } from '@shopify/hydrogen-react-2026-04';
import type { Money } from './money';
import type { ProductView, VariantView } from './product';

export type { ShopifyAnalytics, ShopifyAnalyticsProduct };

/** What an add-to-cart event reads of the cart (the cart feature's view has it). */
export interface AnalyticsCart {
  id: string;
  lines: ReadonlyArray<{
    kind: string;
    merchandiseId: string;
    productId?: string;
    productTitle: string;
    variantTitle: string;
    vendor?: string;
    unitPrice: Money;
  }>;
}

/** Where the shopper was when the event happened (the address and title may have moved on by sending time). */
export interface PageSnapshot {
  url: string;
  path: string;
  search: string;
  title: string;
  referrer: string;
}

/** What a page says about itself: its Shopify page type (else read from the path) and the resource it shows. */
export interface PageDetails {
  pageType?: string;
  resourceId?: string;
  collectionId?: string;
  collectionHandle?: string;
  searchString?: string;
}

/** The view a page is: sent with its page view, once per resource while the shopper stays on it. */
export type ViewSubject =
  | { kind: 'product'; product: ProductView; variant: VariantView | null }
  | { kind: 'collection'; id: string; handle: string }
  | { kind: 'search'; searchString: string };

/** What a page says about itself while it renders: its page view's details and the view it is. */
export interface PageDescription extends PageDetails {
  view?: ViewSubject;
}

/** A product page's view names the product and the size on screen (else its first size). */
export function productViewPayload(product: ProductView, variant: VariantView | null): ShopifyAnalyticsProduct {
  const shown = variant ?? product.variants[0] ?? null;
  return {
    productGid: product.id,
    name: product.title,
    brand: product.vendor,
    category: product.productType,
    price: shown?.price.amount ?? '0',
    ...(shown ? { variantGid: shown.id, variantName: shown.title, ...(shown.sku ? { sku: shown.sku } : {}) } : {}),
    quantity: 1,
  };
}

/** The same resource twice in a row is one view (another size, another page of results, a filter). */
export const viewKey = (view: ViewSubject | undefined): string =>
  !view ? '' : view.kind === 'product' ? `product ${view.product.id}` : view.kind === 'collection' ? `collection ${view.id}` : `search ${view.searchString}`;

/** The event a page's view sends. */
export function viewEvent(view: ViewSubject, at: PageSnapshot): SiteAnalyticsEvent {
  if (view.kind === 'product') return { kind: 'product_view', at, product: productViewPayload(view.product, view.variant) };
  if (view.kind === 'collection') return { kind: 'collection_view', at, collection: { id: view.id, handle: view.handle } };
  return { kind: 'search_view', at, searchString: view.searchString };
}

export type SiteAnalyticsEvent =
  | { kind: 'page_view'; at: PageSnapshot; page: PageDetails | null }
  | { kind: 'product_view'; at: PageSnapshot; product: ShopifyAnalyticsProduct }
  | { kind: 'collection_view'; at: PageSnapshot; collection: { id: string; handle: string } }
  | { kind: 'search_view'; at: PageSnapshot; searchString: string }
  | { kind: 'add_to_cart'; at: PageSnapshot; cart: AnalyticsCart; lines: ReadonlyArray<{ merchandiseId: string; quantity: number }> };

/** Everything an event shares: the shop, the shopper's currency, consent and the visitor's tokens. */
export interface AnalyticsContext {
  shopId: string;
  currency: string;
  analyticsAllowed: boolean;
  marketingAllowed: boolean;
  saleOfDataAllowed: boolean;
  /** `getClientBrowserParameters()`: the visitor's tracking tokens, navigation type, user agent. */
  browser: ClientBrowserParameters;
  customerId?: string;
}

/** The Shopify page type of a path on this site. */
export function pageTypeFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return AnalyticsPageType.home;
  if (/^\/products\//.test(path)) return AnalyticsPageType.product;
  if (path === '/collections') return AnalyticsPageType.listCollections;
  if (/^\/collections\//.test(path)) return AnalyticsPageType.collection;
  if (path === '/search') return AnalyticsPageType.search;
  if (path === '/my-cart') return AnalyticsPageType.cart;
  if (/^\/(policies|privacy-policy|terms-and-conditions|refund-policy|shipping-policy)(\/|$)/.test(path)) return AnalyticsPageType.policy;
  if (/^\/blogs?\/[^/]+\/[^/]+/.test(path)) return AnalyticsPageType.article;
  if (/^\/blogs?(\/|$)/.test(path)) return AnalyticsPageType.blog;
  if (/^\/(account|user-account)\/(login|sign-in)/.test(path)) return AnalyticsPageType.customersLogin;
  if (/^\/(account|user-account)\/(register|create)/.test(path)) return AnalyticsPageType.customersRegister;
  if (/^\/(account|user-account)(\/|$)/.test(path)) return AnalyticsPageType.customersAccount;
  if (path === '/404' || path === '/404.html') return AnalyticsPageType.notFound;
  return AnalyticsPageType.page;
}

const decimal = (value: number): string => String(Math.round(value * 100) / 100);

/** The products a successful add put in the cart: the lines asked for, as the cart now names and prices them. */
export function addedProducts(cart: AnalyticsCart, lines: ReadonlyArray<{ merchandiseId: string; quantity: number }>): ShopifyAnalyticsProduct[] {
  const products: ShopifyAnalyticsProduct[] = [];
  for (const wanted of lines) {
    const line = cart.lines.find((l) => l.merchandiseId === wanted.merchandiseId && l.kind === 'product');
    if (!line?.productId) continue;
    products.push({
      productGid: line.productId,
      variantGid: line.merchandiseId,
      name: line.productTitle,
      variantName: line.variantTitle,
      brand: line.vendor ?? '',
      price: line.unitPrice.amount,
      quantity: wanted.quantity,
    });
  }
  return products;
}

const totalValue = (products: readonly ShopifyAnalyticsProduct[]): number =>
  Number(decimal(products.reduce((sum, p) => sum + (Number(p.price) || 0) * (p.quantity ?? 1), 0)));

/** One site event as hydrogen-react's analytics event (its name and payload). */
export function toShopifyAnalytics(event: SiteAnalyticsEvent, context: AnalyticsContext): ShopifyAnalytics {
  const base = {
    ...context.browser,
    // The page the event happened on, not the one showing when it is sent.
    ...event.at,
    hasUserConsent: context.analyticsAllowed,
    analyticsAllowed: context.analyticsAllowed,
    marketingAllowed: context.marketingAllowed,
    saleOfDataAllowed: context.saleOfDataAllowed,
    shopId: context.shopId,
    currency: context.currency as ShopifyAnalytics['payload']['currency'],
    shopifySalesChannel: 'headless' as const,
    ...(context.customerId ? { customerId: context.customerId } : {}),
  };
  switch (event.kind) {
    case 'page_view':
      return { eventName: AnalyticsEventName.PAGE_VIEW_2, payload: { ...base, pageType: pageTypeFor(event.at.path), ...event.page } };
    case 'product_view':
      return {
        eventName: AnalyticsEventName.PRODUCT_VIEW,
        payload: {
          ...base,
          pageType: AnalyticsPageType.product,
          resourceId: event.product.productGid,
          products: [event.product],
          totalValue: totalValue([event.product]),
        },
      };
    case 'collection_view':
      return {
        eventName: AnalyticsEventName.COLLECTION_VIEW,
        payload: {
          ...base,
          pageType: AnalyticsPageType.collection,
          resourceId: event.collection.id,
          collectionId: event.collection.id,
          collectionHandle: event.collection.handle,
        },
      };
    case 'search_view':
      return { eventName: AnalyticsEventName.SEARCH_VIEW, payload: { ...base, pageType: AnalyticsPageType.search, searchString: event.searchString } };
    case 'add_to_cart': {
      const products = addedProducts(event.cart, event.lines);
      return { eventName: AnalyticsEventName.ADD_TO_CART, payload: { ...base, cartId: event.cart.id, products, totalValue: totalValue(products) } };
    }
  }
}
