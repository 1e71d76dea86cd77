import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { SearchIcon } from '../layout/icons';

/** Header search entry point. */
export function PredictiveSearch({ className }: { className?: string }) {
  return (
    <Link to={ROUTES.search} className={className} aria-label="Search">
      <SearchIcon />
    </Link>
  );
}
