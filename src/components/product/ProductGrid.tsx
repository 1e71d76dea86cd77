import type { ProductCardData } from '../../lib/productCard';
import { HydrationSlice } from '../ui/HydrationSlice';
import { ProductCard } from './ProductCard';
import * as styles from './ProductGrid.module.css';

/** Cards in a first row on a phone or a desktop: above the fold, so their images load at once. */
export const FIRST_ROW_CARDS = 4;

/**
 * A list of product cards; the first row loads its images eagerly, the first one first of all. Each
 * card hydrates in a task of its own: a listing's cards together made the longest task of a page load.
 */
export function ProductGrid({
  products,
  label,
  eagerCount = 0,
  layout = 'grid',
}: {
  products: readonly ProductCardData[];
  label: string;
  eagerCount?: number;
  /** "row": one horizontally scrolling row (home, recommendations). */
  layout?: 'grid' | 'row';
}) {
  // The list waits for its turn, then each card for its own: the first pass of the page's hydration
  // does not meet every card (each waiting card costs it a little), and no turn hydrates them all.
  return (
    <HydrationSlice>
      <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>
            <HydrationSlice>
              <ProductCard product={product} eager={index < eagerCount} priority={index === 0 && eagerCount > 0} />
            </HydrationSlice>
          </li>
        ))}
      </ul>
    </HydrationSlice>
  );
}
