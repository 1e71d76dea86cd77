import type { MouseEvent } from 'react';
import { amountToPay, maskedGiftCard } from '../../features/cart/rules/giftCards';
import type { CartView } from '../../features/cart/rules/lines';
import { formatMoneyV2 } from '../../lib/money';
import { checkoutNeedsConsentLink, checkoutUrlOf, leaveForCheckout } from '../../features/cart/checkout';
import * as styles from './CartSummary.module.css';

const discountLabel = (code: string | null): string => (code ? `Discount (${code})` : 'Discount');

/**
 * Subtotal, the cart's order-level discounts and total, and the checkout link (to the checkout
 * sub-domain). The subtotal already has the lines' own discounts in it (each line
 * shows its own), so only order-level discounts appear here: every discount is shown once.
 */
export function CartSummary({ cart, busy }: { cart: CartView; busy: boolean }) {
  const href = checkoutUrlOf(cart);
  const onCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    // A quantity change is still on its way: the checkout must see it, so wait for it.
    if (busy) {
      event.preventDefault();
      return;
    }
    // The checkout gets the visitor's consent through a link asked for with it (plain clicks only:
    // a new tab or window keeps the cart's own link).
    if (checkoutNeedsConsentLink() && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      void leaveForCheckout(cart);
    }
  };
  return (
    <div className={styles.summary}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd className={styles.amount}>{formatMoneyV2(cart.subtotal)}</dd>
        </div>
        {cart.orderDiscounts.map((discount, i) => (
          <div className={`${styles.row} ${styles.discount}`} key={`${discount.code ?? 'discount'}-${i}`}>
            <dt>{discountLabel(discount.code)}</dt>
            <dd>−{formatMoneyV2(discount.amount)}</dd>
          </div>
        ))}
        {cart.orderDiscounts.length || cart.giftCards.length ? (
          <div className={styles.row}>
            <dt>Total</dt>
            <dd className={styles.amount}>{formatMoneyV2(cart.total)}</dd>
          </div>
        ) : null}
        {/* Gift cards pay towards the total (they do not lower it): what they pay, then what is left. */}
        {cart.giftCards.map((card) => (
          <div className={`${styles.row} ${styles.discount}`} key={card.id}>
            <dt>Gift card {maskedGiftCard(card.lastCharacters)}</dt>
            <dd>−{formatMoneyV2(card.amountUsed)}</dd>
          </div>
        ))}
        {cart.giftCards.length ? (
          <div className={styles.row}>
            <dt>To pay at checkout</dt>
            <dd className={styles.amount}>{formatMoneyV2(amountToPay(cart))}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>Shipping and taxes are calculated at checkout.</p>
      {cart.hasMoreLines ? <p className={styles.note}>Your cart has more items than shown here; the checkout lists them all.</p> : null}
      {href ? (
        <a className={`button ${styles.checkout}`} href={href} aria-disabled={busy || undefined} onClick={onCheckout}>
          {busy ? 'Updating cart…' : 'Checkout'}
        </a>
      ) : null}
    </div>
  );
}
