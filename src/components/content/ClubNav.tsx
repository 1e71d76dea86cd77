import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { normalizePath } from '../../lib/paths';
import * as styles from './ClubNav.module.css';

const CLUB_PAGES = [
  { label: 'The club', to: ROUTES.club },
  { label: 'Size guide', to: ROUTES.sizeGuide },
  { label: 'Reviews', to: ROUTES.reviews },
  { label: 'Manual returns', to: ROUTES.manualReturns },
] as const;

/** Moves between the public Beach Club pages; the current one is marked for assistive technology. */
export function ClubNav({ currentPath }: { currentPath: string }) {
  const current = normalizePath(currentPath);
  return (
    <nav aria-label="Beach Club" className={styles.nav}>
      <ul className={styles.list}>
        {CLUB_PAGES.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className={styles.link}
              aria-current={page.to === current ? 'page' : undefined}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
