import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { UserIcon } from '../layout/icons';

/** Header account entry point. */
export function AccountMenu({ className }: { className?: string }) {
  return (
    <Link to={ROUTES.account} className={className} aria-label="Account">
      <UserIcon />
    </Link>
  );
}
