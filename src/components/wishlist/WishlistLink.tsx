import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { useWishlist } from '../../stores/wishlist';
import { HeartIcon } from '../layout/icons';
import * as styles from './WishlistLink.module.css';

/** Header wishlist entry point with the number of saved items. */
export function WishlistLink({ className }: { className?: string }) {
  const count = useWishlist((s) => s.items.length);
  return (
    <Link to={ROUTES.wishlist} className={className} aria-label={count ? `Wishlist, ${count} items` : 'Wishlist'}>
      <HeartIcon />
      {count ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
