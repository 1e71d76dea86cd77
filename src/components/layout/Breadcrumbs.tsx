import { Link } from 'gatsby';
import type { Crumb } from '../../lib/structuredData';
import * as styles from './Breadcrumbs.module.css';

/**
 * Where the page sits ("Home / Lookbooks / Afterglow"), on product, collection and content pages alike;
 * the last crumb is the current page. The same trail goes into the BreadcrumbList JSON-LD.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((item, index) =>
          index === crumbs.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.path}>
              <Link to={item.path}>{item.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
