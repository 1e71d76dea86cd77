/**
 * The views Shopify's analytics count on the catalogue's pages. Each page describes itself while it
 * renders (the page view of its route update names the resource), then sends its own view once per
 * resource. Whether anything is sent is the analytics store's decision (consent); the store loads
 * after the page (privacyEntry.ts).
 */
import { useEffect } from 'react';
import type { ProductView, VariantView } from '../../lib/product';
import { describePage, loadAnalytics, pageSnapshot } from '../../stores/privacyEntry';

/** A product page: its view names the product and the size on screen when it opened. */
export function useProductView(pathname: string, product: ProductView, variant: VariantView | null): void {
  describePage(pathname, { resourceId: product.id });
  const shown = variant ?? product.variants[0] ?? null;
  const payload = {
    productGid: product.id,
    name: product.title,
    brand: product.vendor,
    category: product.productType,
    price: shown?.price.amount ?? '0',
    ...(shown ? { variantGid: shown.id, variantName: shown.title, ...(shown.sku ? { sku: shown.sku } : {}) } : {}),
    quantity: 1,
  };
  useEffect(() => {
    const at = pageSnapshot();
    void loadAnalytics().then((analytics) => analytics.trackProductView(payload, at));
    // One view per product: choosing another size is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);
}

/** A collection page. */
export function useCollectionView(pathname: string, collection: { id: string; handle: string }): void {
  describePage(pathname, { resourceId: collection.id, collectionId: collection.id, collectionHandle: collection.handle });
  useEffect(() => {
    const at = pageSnapshot();
    void loadAnalytics().then((analytics) => analytics.trackCollectionView({ id: collection.id, handle: collection.handle }, at));
  }, [collection.id, collection.handle]);
}

/** The search page: one view per search words (paging through the results is not a new search). */
export function useSearchView(pathname: string, searchString: string): void {
  if (searchString) describePage(pathname, { searchString });
  useEffect(() => {
    if (!searchString) return;
    const at = pageSnapshot();
    void loadAnalytics().then((analytics) => analytics.trackSearchView(searchString, at));
  }, [searchString]);
}
