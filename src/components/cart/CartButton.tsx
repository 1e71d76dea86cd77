import { shopperQuantity } from '../../features/cart/rules/lines';
import { useCart } from '../../features/cart/store';
import { BagIcon } from '../layout/icons';
import { useLatched } from '../ui/lazyPart';
import { CartDrawer, preloadCartDrawer as preloadDrawer } from './cartDrawerPart';
import * as styles from './CartButton.module.css';

const itemsLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** Header cart entry point: opens the drawer, shows the count, and announces additions politely. */
export function CartButton({ className }: { className?: string }) {
  const count = useCart((s) => shopperQuantity(s.cart));
  const justAdded = useCart((s) => s.justAdded);
  const openDrawer = useCart((s) => s.openDrawer);
  const drawerOpen = useCart((s) => s.drawerOpen);
  // Mounted from the first opening on (a click, or an add to cart opening it by itself).
  const drawerMounted = useLatched(drawerOpen);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={itemsLabel(count)}
        aria-haspopup="dialog"
        onClick={openDrawer}
        // Fetched as the pointer or focus arrives, so the click opens the drawer without a wait.
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
      >
        <BagIcon />
        {count ? (
          <span className={`${styles.count} ${justAdded ? styles.bump : ''}`} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {justAdded ? `Added to cart. ${itemsLabel(count)}.` : ''}
      </span>
      {drawerMounted ? <CartDrawer.Component retryKey={drawerOpen} /> : null}
    </>
  );
}
