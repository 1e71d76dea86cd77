import { toProductCard } from '../../lib/productCard';
import { ProductGrid } from '../product/ProductGrid';
import type { LookProductsByHandle } from './types';
import * as styles from './ShoppableLook.module.css';

export interface ShoppableLookProps {
  index: number;
  title: string;
  caption: string | null;
  handles: readonly string[];
  products: LookProductsByHandle;
}

/** One look of a lookbook: its name, what it is, and every piece of it as a product card. */
export function ShoppableLook({ index, title, caption, handles, products }: ShoppableLookProps) {
  const cards = handles.flatMap((handle) => {
    const product = products[handle];
    return product ? [toProductCard(product)] : [];
  });
  const headingId = `look-${index}`;
  return (
    <section className={styles.look} aria-labelledby={headingId}>
      <div className={styles.intro}>
        <p className={styles.number} aria-hidden="true">
          {String(index).padStart(2, '0')}
        </p>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {caption ? <p className={styles.caption}>{caption}</p> : null}
      </div>
      {cards.length > 0 ? <ProductGrid products={cards} label={`Shop ${title}`} eagerCount={index === 1 ? 2 : 0} /> : null}
    </section>
  );
}
