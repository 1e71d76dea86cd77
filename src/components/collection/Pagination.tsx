import { Link } from 'gatsby';
import * as styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  /** How many pages there are, when the listing's total is known. */
  pages?: number | null;
  /** Target of the previous / next page, null when there is none. */
  previousHref: string | null;
  nextHref: string | null;
}

/** Previous / next pages as real links: shareable, and the back button walks them back. */
export function Pagination({ page, pages, previousHref, nextHref }: PaginationProps) {
  if (!previousHref && !nextHref) return null;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {previousHref ? (
        <Link className="button button--secondary" to={previousHref} rel="prev">
          ← Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.current} aria-current="page">
        {pages ? `Page ${page} of ${pages}` : `Page ${page}`}
      </span>
      {nextHref ? (
        <Link className="button button--secondary" to={nextHref} rel="next">
          Next page →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
