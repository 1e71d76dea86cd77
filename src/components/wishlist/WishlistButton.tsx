import type { WishlistItem } from '../../lib/wishlist';
import { useWishlist } from '../../stores/wishlist';
import { HeartIcon } from '../layout/icons';
import * as styles from './WishlistButton.module.css';

/** Heart toggle on product cards and product pages. */
export function WishlistButton({ item, className }: { item: WishlistItem; className?: string }) {
  const saved = useWishlist((s) => s.items.some((i) => i.handle === item.handle));
  const toggle = useWishlist((s) => s.toggle);
  const name = item.title ?? item.handle;
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ''}`}
      aria-pressed={saved}
      aria-label={saved ? `Remove ${name} from wishlist` : `Save ${name} to wishlist`}
      onClick={() => void toggle(item)}
    >
      <HeartIcon className={saved ? styles.filled : undefined} />
    </button>
  );
}
