import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { EMPTY_CART_LINKS } from '../../config/cartContents';
import { shopperLines } from '../../features/cart/rules/lines';
import { useCart } from '../../features/cart/store';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { DiscountCodes } from './DiscountCodes';
import { GiftCardCodes } from './GiftCardCodes';
import { FreeGiftProgress } from './FreeGiftProgress';
import * as styles from './CartContents.module.css';

export interface CartContentsProps {
  layout: 'drawer' | 'page';
  /** Called when the shopper follows a link out of the cart (the drawer closes). */
  onNavigate?: () => void;
  /** Shown last in the summary (the drawer's "View full cart"): pinned with it, never under it. */
  summaryEnd?: ReactNode;
}

/**
 * Stock caps of the last change in words, in a polite live region that is always
 * in the tree so screen readers hear it change. Real failures are not announced here; they are logged.
 */
function CartNotice() {
  const notice = useCart((s) => s.notice);
  return (
    <p className={notice ? styles.notice : styles.noticeEmpty} role="status" aria-live="polite" data-testid="cart-notice">
      {notice}
    </p>
  );
}

/** The bag's lines, free-gift progress, subtotal and checkout: shared by the drawer and /my-cart/. */
export function CartContents({ layout, onNavigate, summaryEnd }: CartContentsProps) {
  const cart = useCart((s) => s.cart);
  const initialised = useCart((s) => s.initialised);
  const loading = useCart((s) => s.loading);
  const updateQuantity = useCart((s) => s.updateQuantity);
  const removeLines = useCart((s) => s.removeLines);

  const pending = !cart && !initialised;
  if (pending || !cart || shopperLines(cart).length === 0) {
    // Without a stored cart id the bag is known to be empty before the store starts: the static HTML
    // holds both states and the head's flag shows one (src/lib/savedCartFlag.ts). The empty state
    // keeps its place in the tree, so React keeps its elements once the cart is known.
    return (
      <>
        <CartNotice />
        {pending ? (
          <p className={`${styles.status} ${styles.savedCartOnly}`} role="status">
            Loading your cart…
          </p>
        ) : null}
        <div className={`${styles.empty} ${layout === 'page' ? styles.emptyPage : ''} ${pending ? styles.noSavedCartOnly : ''}`}>
          <p className={styles.emptyTitle}>Your cart is empty</p>
          <p className={styles.emptyText}>Find your next favourite swimsuit:</p>
          <ul className={styles.emptyLinks}>
            {EMPTY_CART_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="button button--secondary" onClick={onNavigate}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }

  return (
    <div className={`${styles.contents} ${layout === 'page' ? styles.pageLayout : styles.drawerLayout}`}>
      <div className={styles.main}>
        <CartNotice />
        <FreeGiftProgress lines={cart.lines} currencyCode={cart.subtotal.currencyCode} />
        <ul className={styles.lines} aria-label="Items in your cart" aria-busy={loading}>
          {cart.lines.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              layout={layout}
              onQuantity={(id, quantity) => void updateQuantity(id, quantity)}
              onRemove={(id) => void removeLines([id])}
            />
          ))}
        </ul>
        {/* In the drawer the field scrolls with the lines, so the sticky summary stays short on a phone. */}
        {layout === 'drawer' ? (
          <>
            <DiscountCodes cart={cart} />
            <GiftCardCodes cart={cart} />
          </>
        ) : null}
      </div>
      <aside className={styles.aside} aria-label="Order summary">
        {layout === 'page' ? (
          <>
            <DiscountCodes cart={cart} />
            <GiftCardCodes cart={cart} />
          </>
        ) : null}
        <CartSummary cart={cart} busy={loading} />
        {summaryEnd}
      </aside>
    </div>
  );
}
