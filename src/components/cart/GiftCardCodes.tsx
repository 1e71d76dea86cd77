import { maskedGiftCard, normaliseGiftCardCode } from '../../features/cart/rules/giftCards';
import type { CartView } from '../../features/cart/rules/lines';
import { formatMoneyV2 } from '../../lib/money';
import { useCart } from '../../features/cart/store';
import { CodeEntry, codeEntryStyles as styles } from './CodeEntry';

/**
 * The gift card field beside the discount code: each card the cart holds with what it pays and what
 * stays on it, and what the last try did (applied, a wrong, used-up or expired code, offline).
 */
export function GiftCardCodes({ cart }: { cart: CartView }) {
  const changeGiftCard = useCart((s) => s.changeGiftCard);
  return (
    <CodeEntry
      label="Gift card"
      applyName="gift card"
      maxLength={40}
      messageTestId="gift-card-message"
      listLabel="Gift cards"
      held={cart.giftCards.map((card) => {
        const shown = maskedGiftCard(card.lastCharacters);
        return {
          key: card.id,
          shown,
          effect: (
            <>
              <span className={styles.saving}>−{formatMoneyV2(card.amountUsed)}</span>
              <span className={styles.notApplied}>{formatMoneyV2(card.balanceAfter)} left on card</span>
            </>
          ),
          removeName: `gift card ${shown}`,
          remove: () => changeGiftCard(card.id, true),
        };
      })}
      refuse={(entered) => (normaliseGiftCardCode(entered) ? null : 'Enter a gift card code.')}
      apply={(entered) => changeGiftCard(normaliseGiftCardCode(entered))}
      // The field empties once the card is held, so a code is not left on screen.
      holds={(entered) => {
        const code = normaliseGiftCardCode(entered);
        return (useCart.getState().cart?.giftCards ?? []).some((card) => card.lastCharacters.toUpperCase() === code.slice(-4));
      }}
    />
  );
}
