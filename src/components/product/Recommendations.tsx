import { useEffect } from 'react';
import { FEATURED_ROW_SIZE } from '../../config/site';
import { useCatalogue } from '../../stores/catalogue';
import { ProductGrid } from './ProductGrid';
import * as styles from './Recommendations.module.css';

/** "You may also like": the Storefront's recommendations for this product, loaded after the page. */
export function Recommendations({ handle }: { handle: string }) {
  const products = useCatalogue((s) => s.recommendations[handle]);
  const load = useCatalogue((s) => s.loadRecommendations);
  useEffect(() => {
    void load(handle);
  }, [handle, load]);
  if (products && products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommendations-title" aria-busy={!products}>
      <h2 id="recommendations-title">You may also like</h2>
      {products ? <ProductGrid products={products.slice(0, FEATURED_ROW_SIZE)} label="Recommended products" layout="row" /> : <div className={styles.reserved} />}
    </section>
  );
}
