import { useEffect, useLayoutEffect } from 'react';
import { FEATURED_ROW_SIZE } from '../../config/listings';
import { useListings } from '../../stores/listings';
import { ProductGrid } from './ProductGrid';

export type RecommendationsState = 'loading' | 'shown' | 'empty';

/** The recommended products themselves, with the listings store they come from (a lazy part). */
export function RecommendedRow({ handle, onState }: { handle: string; onState: (state: RecommendationsState) => void }) {
  const products = useListings((s) => s.recommendations[handle]);
  const load = useListings((s) => s.loadRecommendations);
  useEffect(() => {
    void load(handle);
  }, [handle, load]);
  // Before paint, so the reserved space and the row are never on screen together.
  useLayoutEffect(() => {
    onState(!products ? 'loading' : products.length > 0 ? 'shown' : 'empty');
  }, [products, onState]);
  return products && products.length > 0 ? (
    <ProductGrid products={products.slice(0, FEATURED_ROW_SIZE)} label="Recommended products" layout="row" />
  ) : null;
}
