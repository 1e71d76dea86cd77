import type { ProductCardData } from '../../lib/productCard';
import { ProductCard } from './ProductCard';
import * as styles from './ProductGrid.module.css';

/** A list of product cards; the first row loads its images eagerly. */
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
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
