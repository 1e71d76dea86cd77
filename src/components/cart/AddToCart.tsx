import { useEffect, useId, useRef, useState } from 'react';
import type { Money } from '../../lib/money';
import { useCart } from '../../features/cart/store';
import { preloadCartDrawer } from './cartDrawerPart';
import { QuantityStepper } from './QuantityStepper';
import * as styles from './AddToCart.module.css';

export interface AddToCartProps {
  product: { id: string; handle: string; title: string };
  /** The chosen variant; null until the shopper picks a size. */
  variant: {
    id: string;
    title: string;
    availableForSale: boolean;
    price: Money;
    compareAtPrice?: Money | null;
  } | null;
  showQuantity?: boolean;
  /** The product's custom.promo metafield, so the free gift rides in the same add. */
  promo?: string | null;
}

/** Why the buttons are off, in the shopper's words; null when they can buy. */
export function unavailableReason(variant: AddToCartProps['variant']): string | null {
  if (!variant) return 'Choose a size';
  if (!variant.availableForSale) return 'Sold out';
  return null;
}

/**
 * Quantity, "Add to cart" and "Buy now" for a product page or quick-buy panel. Disabled with a visible
 * reason until a variant is chosen or when it is sold out. A press that added nothing (offline, a
 * failure) says so in a live region beside the buttons, with what to do.
 */
export function AddToCart({ product, variant, showQuantity = true, promo = null }: AddToCartProps) {
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  // Why the last press did nothing (offline, a failure), from the store; the drawer tells the rest.
  const [failed, setFailed] = useState<string | null>(null);
  const failedRef = useRef<HTMLParagraphElement>(null);
  // Once shown (after each press that failed), in view above anything pinned to the screen's bottom
  // (the offline notice): its CSS keeps a margin for it.
  useEffect(() => {
    if (failed && busy === null) failedRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failed, busy]);
  const addLines = useCart((s) => s.addLines);
  const buyNow = useCart((s) => s.buyNow);
  const reasonId = useId();
  const reason = unavailableReason(variant);
  const disabled = reason !== null || busy !== null;

  const line = () =>
    variant ? { merchandiseId: variant.id, quantity, promo, amountPerQuantity: variant.price.amount } : null;

  // On intent (hover, focus, press): the cart's code and, for Add to cart, the drawer's code load while
  // the shopper reaches for the button, in parallel with the add rather than after its answer.
  const prepare = (drawer: boolean) => {
    if (disabled) return;
    useCart.getState().prepare();
    if (drawer) preloadCartDrawer();
  };

  const run = async (kind: 'add' | 'buy') => {
    const wanted = line();
    if (!wanted || busy) return;
    prepare(kind === 'add');
    setBusy(kind);
    try {
      const cart = kind === 'add' ? await addLines([wanted]) : await buyNow(wanted);
      setFailed(cart ? null : useCart.getState().notice);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.addToCart} data-product={product.handle}>
      {showQuantity ? (
        <QuantityStepper value={quantity} onChange={setQuantity} label="Quantity" showLabel disabled={reason !== null} />
      ) : null}
      <div className={styles.buttons}>
        <button
          type="button"
          className={`button ${styles.add}`}
          disabled={disabled}
          aria-describedby={reason ? reasonId : undefined}
          aria-busy={busy === 'add'}
          onPointerEnter={() => prepare(true)}
          onPointerDown={() => prepare(true)}
          onFocus={() => prepare(true)}
          onClick={() => void run('add')}
        >
          {busy === 'add' ? 'Adding…' : 'Add to cart'}
        </button>
        <button
          type="button"
          className={`button button--coral ${styles.buy}`}
          disabled={disabled}
          aria-describedby={reason ? reasonId : undefined}
          aria-busy={busy === 'buy'}
          onPointerEnter={() => prepare(false)}
          onPointerDown={() => prepare(false)}
          onFocus={() => prepare(false)}
          onClick={() => void run('buy')}
        >
          {busy === 'buy' ? 'Going to checkout…' : 'Buy now'}
        </button>
      </div>
      {reason ? (
        <p id={reasonId} className={styles.reason}>
          {reason}
        </p>
      ) : null}
      <p ref={failedRef} className={styles.failed} role="status" aria-live="polite">
        {failed}
      </p>
    </div>
  );
}
