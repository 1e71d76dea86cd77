import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { HeartIcon } from '../layout/icons';

/** Header wishlist entry point. */
export function WishlistLink({ className }: { className?: string }) {
  return (
    <Link to={ROUTES.wishlist} className={className} aria-label="Wishlist">
      <HeartIcon />
    </Link>
  );
}
