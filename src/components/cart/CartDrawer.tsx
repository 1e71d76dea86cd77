import { useEffect } from 'react';
import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { useCart } from '../../features/cart/store';
import { Modal } from '../ui/Modal';
import { CartContents } from './CartContents';
import * as styles from './CartDrawer.module.css';

/** Marks the history entry the open drawer added (same address), so Back closes the drawer, not the page. */
const DRAWER_ENTRY = 'bbCartDrawer';

/** The cart as a drawer (an accessible dialog named "Cart": focus trapped, Escape and Back close). */
export function CartDrawer() {
  const open = useCart((s) => s.drawerOpen);
  const close = useCart((s) => s.closeDrawer);
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as object | null), [DRAWER_ENTRY]: true }, '');
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open, close]);
  // Closed in the page (Escape, the close button): its history entry goes too, so Back then leaves the page.
  const dismiss = () => {
    close();
    if ((window.history.state as Record<string, unknown> | null)?.[DRAWER_ENTRY]) window.history.back();
  };
  return (
    <Modal open={open} onClose={dismiss} title="Cart" variant="drawer">
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
