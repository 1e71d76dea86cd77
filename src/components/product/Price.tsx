import { formatMoneyV2 } from '../../lib/money';
import { discountPercent } from '../../lib/percent';
import type { Money } from '../../lib/money';
import * as styles from './Price.module.css';

export interface PriceProps {
  /** What the shopper pays. */
  finalPrice: Money;
  /** The price before the discount (the compare-at price). */
  price: Money;
  isDiscounted: boolean;
  size?: 'small' | 'large';
  /** "From" prefix for a product whose variants differ in price. */
  from?: boolean;
  /** A build-time price: invisible (its space kept) while the head flag says the shopper pays in another currency. */
  unconfirmed?: boolean;
}

/**
 * Price, and when discounted (final price below price) the struck-through regular price and the
 * discount in percent. The box keeps its height whatever the currency, so re-pricing at runtime
 * does not move the page.
 */
export function Price({ finalPrice, price, isDiscounted, size = 'small', from = false, unconfirmed = false }: PriceProps) {
  const pct = isDiscounted ? discountPercent(Number(finalPrice.amount), Number(price.amount)) : 0;
  // One text, not two: the browser runtime (Preact) hydrates an empty text before the amount by
  // emptying the amount's text and writing it anew.
  const fromPrefix = from ? 'From ' : '';
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''} ${unconfirmed ? styles.unconfirmed : ''}`}>
      {isDiscounted ? (
        <>
          <span className="visually-hidden">Sale price</span>
          <span className={styles.final}>{fromPrefix + formatMoneyV2(finalPrice)}</span>
          <span className="visually-hidden">Regular price</span>
          <s className={styles.compare}>{formatMoneyV2(price)}</s>
          {pct > 0 ? <span className={styles.discount}>{`−${pct}%`}</span> : null}
        </>
      ) : (
        <span>{fromPrefix + formatMoneyV2(finalPrice)}</span>
      )}
    </p>
  );
}
