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
  return (
    <Modal open={open} onClose={close} title="Cart" variant="drawer">
      {/* The link sits in the pinned summary: after it, the summary covered it and took its clicks. */}
      <CartContents
        layout="drawer"
        onNavigate={close}
        summaryEnd={
          <p className={styles.full}>
            <Link to={ROUTES.cart} onClick={close}>
              View full cart
            </Link>
          </p>
        }
      />
    </Modal>
  );
}
