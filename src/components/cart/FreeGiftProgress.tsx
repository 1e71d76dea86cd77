import { PARTNER_BRAND, PARTNER_PROMO_VALUE, PROMO_GIFT_NAME, PROMO_GIFT_THRESHOLD } from '../../config/site';
import { giftProgress, type CartLineView } from '../../lib/cartLines';
import { formatMoney } from '../../lib/money';
import * as styles from './FreeGiftProgress.module.css';

/** How far the shopper is from the partner-brand free gift (spec §4 "Automatic lines"). */
export function FreeGiftProgress({ lines, currencyCode }: { lines: CartLineView[]; currencyCode: string }) {
  // Issue 20 item 5: a cart without Glamz pieces has nothing to earn; the banner only puzzled shoppers.
  if (!lines.some((line) => line.kind !== 'gift' && line.promo === PARTNER_PROMO_VALUE)) return null;
  const progress = giftProgress(lines, PARTNER_PROMO_VALUE, PROMO_GIFT_THRESHOLD);
  const message = progress.reached
    ? `You've unlocked a free ${PROMO_GIFT_NAME}!`
    : `Spend ${formatMoney(progress.remaining, currencyCode)} more on ${PARTNER_BRAND} for a free ${PROMO_GIFT_NAME}`;
  return (
    <div className={`${styles.progress} ${progress.reached ? styles.reached : ''}`}>
      <p className={styles.message}>{message}</p>
      <p className={styles.about}>
        {PARTNER_BRAND} is our partner brand: pieces marked {PARTNER_BRAND} x Blue Bay count towards the gift.
      </p>
      <progress
        className={styles.bar}
        max={PROMO_GIFT_THRESHOLD}
        value={Math.min(progress.total, PROMO_GIFT_THRESHOLD)}
        aria-label={`${PARTNER_BRAND} free gift progress`}
      />
    </div>
  );
}
