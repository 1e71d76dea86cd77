import type { MouseEvent } from 'react';
import type { CartView } from '../../lib/cartLines';
import { formatMoneyV2 } from '../../lib/money';
import { checkoutUrlOf } from '../../stores/cart';
import * as styles from './CartSummary.module.css';

/** Subtotal and the checkout link (to the checkout sub-domain, spec §4 step 7). */
export function CartSummary({ cart, busy }: { cart: CartView; busy: boolean }) {
  const href = checkoutUrlOf(cart);
  const onCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    // A quantity change is still on its way: the checkout must see it, so wait for it.
    if (busy) event.preventDefault();
  };
  return (
    <div className={styles.summary}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd className={styles.amount}>{formatMoneyV2(cart.subtotal)}</dd>
        </div>
      </dl>
      <p className={styles.note}>Shipping, taxes and discount codes are calculated at checkout.</p>
      {cart.hasMoreLines ? <p className={styles.note}>Your cart has more items than shown here; the checkout lists them all.</p> : null}
      {href ? (
        <a className={`button ${styles.checkout}`} href={href} aria-disabled={busy || undefined} onClick={onCheckout}>
          {busy ? 'Updating cart…' : 'Checkout'}
        </a>
      ) : null}
    </div>
  );
}
