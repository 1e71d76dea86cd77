import { useEffect, useState } from 'react';
import { PROMO_GIFT_THRESHOLD } from '../../config/cart';
import { PARTNER_BRAND, PARTNER_PROMO_VALUE } from '../../config/site';
import { PROMO_GIFT_NAME } from '../../config/cartContents';
import { giftProgress, toPromoLines, type CartLineView } from '../../features/cart/rules/lines';
import { formatMoney } from '../../lib/money';
import { shopCurrency } from '../../lib/priceCurrencyFlag';
import { giftThresholdFor } from '../../stores/shopCurrencyPrices';
import * as styles from './FreeGiftProgress.module.css';

/**
 * The threshold in the cart's currency (the shop states it in its own); undefined while it is worked
 * out, null when it cannot be. The cart's automatic gift line uses the same figure.
 */
function useThreshold(lines: CartLineView[], currencyCode: string): number | null | undefined {
  const [threshold, setThreshold] = useState<number | null | undefined>(currencyCode === shopCurrency() ? PROMO_GIFT_THRESHOLD : undefined);
  const key = lines.map((line) => `${line.merchandiseId}:${line.unitPrice.amount}`).join() + currencyCode;
  useEffect(() => {
    let current = true;
    void giftThresholdFor(toPromoLines(lines), currencyCode).then((value) => current && setThreshold(value));
    return () => {
      current = false;
    };
    // The lines' variants, prices and currency decide it; a new array with the same lines does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return threshold;
}

/** "$115.00 USD": next to another currency's amounts a bare "$" would be ambiguous. */
const inShopCurrency = (amount: number) => `${formatMoney(amount, shopCurrency())} ${shopCurrency()}`;

/** How far the shopper is from the partner-brand free gift, which the cart adds by itself. */
export function FreeGiftProgress({ lines, currencyCode }: { lines: CartLineView[]; currencyCode: string }) {
  const threshold = useThreshold(lines, currencyCode);
  // A cart without Glamz pieces has nothing to earn; the banner only puzzled shoppers.
  if (!lines.some((line) => line.kind !== 'gift' && line.promo === PARTNER_PROMO_VALUE)) return null;
  const known = typeof threshold === 'number' && Number.isFinite(threshold);
  const progress = giftProgress(lines, PARTNER_PROMO_VALUE, known ? threshold : Number.POSITIVE_INFINITY);
  const message = !known
    ? `${PARTNER_BRAND} pieces worth ${inShopCurrency(PROMO_GIFT_THRESHOLD)} or more earn a free ${PROMO_GIFT_NAME}`
    : progress.reached
      ? `You've unlocked a free ${PROMO_GIFT_NAME}!`
      : `Spend ${formatMoney(progress.remaining, currencyCode)} more on ${PARTNER_BRAND} for a free ${PROMO_GIFT_NAME}`;
  return (
    <div className={`${styles.progress} ${known && progress.reached ? styles.reached : ''}`}>
      <p className={styles.message}>{message}</p>
      <p className={styles.about}>
        {PARTNER_BRAND} is our partner brand: pieces marked {PARTNER_BRAND} x Blue Bay count towards the gift
        {known && currencyCode !== shopCurrency()
          ? ` (${inShopCurrency(PROMO_GIFT_THRESHOLD)}, about ${formatMoney(threshold, currencyCode)} in your currency)`
          : ''}
        .
      </p>
      <progress
        className={styles.bar}
        max={known ? threshold : 1}
        value={known ? Math.min(progress.total, threshold) : 0}
        aria-label={`${PARTNER_BRAND} free gift progress`}
      />
    </div>
  );
}
