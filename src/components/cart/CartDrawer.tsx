import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { useCart } from '../../stores/cart';
import { Modal } from '../ui/Modal';
import { CartContents } from './CartContents';
import * as styles from './CartDrawer.module.css';

/** The cart as a drawer (an accessible dialog named "Cart": focus trapped, Escape closes). */
export function CartDrawer() {
  const open = useCart((s) => s.drawerOpen);
  const close = useCart((s) => s.closeDrawer);
  const hasCart = useCart((s) => (s.cart?.lines.length ?? 0) > 0);
  return (
    <Modal open={open} onClose={close} title="Cart" variant="drawer">
      <CartContents layout="drawer" onNavigate={close} />
      {hasCart ? (
        <p className={styles.full}>
          <Link to={ROUTES.cart} onClick={close}>
            View full cart
          </Link>
        </p>
      ) : null}
    </Modal>
  );
}
