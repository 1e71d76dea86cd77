import { Link } from 'gatsby';
import { collectionPath } from '../../config/site';
import type { FeaturedRow as FeaturedRowData } from '../../build/pages';
import { ProductGrid } from '../product/ProductGrid';
import * as styles from './FeaturedRow.module.css';

/** A home-page row of products from one collection (New arrivals, Best sellers), built at build time. */
export function FeaturedRow({ row, eagerCount = 0 }: { row: FeaturedRowData; eagerCount?: number }) {
  const titleId = `featured-${row.handle}`;
  return (
    <section className={`container ${styles.section}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId}>{row.title}</h2>
        <Link to={collectionPath(row.handle)} className={styles.all}>
          Shop all {row.title.toLowerCase()}
        </Link>
      </div>
      <ProductGrid products={row.products} label={row.title} layout="row" eagerCount={eagerCount} />
    </section>
  );
}
