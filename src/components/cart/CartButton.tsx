import { shopperQuantity } from '../../lib/cartLines';
import { useCart } from '../../stores/cart';
import { BagIcon } from '../layout/icons';
import { CartDrawer } from './CartDrawer';
import * as styles from './CartButton.module.css';

const itemsLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** Header cart entry point: opens the drawer, shows the count, and announces additions politely. */
export function CartButton({ className }: { className?: string }) {
  const count = useCart((s) => shopperQuantity(s.cart));
  const justAdded = useCart((s) => s.justAdded);
  const openDrawer = useCart((s) => s.openDrawer);
  return (
    <>
      <button type="button" className={className} aria-label={itemsLabel(count)} aria-haspopup="dialog" onClick={openDrawer}>
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
      <CartDrawer />
    </>
  );
}
