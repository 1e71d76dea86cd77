import { useId, useState, type FormEvent } from 'react';
import { maskedGiftCard, normaliseGiftCardCode } from '../../lib/cartGiftCards';
import type { CartView } from '../../lib/cartLines';
import { formatMoneyV2 } from '../../lib/money';
import { useCart } from '../../stores/cart';
import * as styles from './DiscountCodes.module.css';

/**
 * The gift card field beside the discount code (drawer and cart page), the cards the cart holds (each
 * with what it pays, what stays on it, and a Remove button), and a polite live region saying what the
 * last try did: applied, a wrong, used-up or expired code, offline.
 */
export function GiftCardCodes({ cart }: { cart: CartView }) {
  const changeGiftCard = useCart((s) => s.changeGiftCard);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const messageId = useId();

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      const said = await work();
      setMessage(said);
      return said;
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = normaliseGiftCardCode(code);
    if (!entered) return setMessage('Enter a gift card code.');
    await run(() => changeGiftCard(entered));
    // Applied: the field empties (a code is not left on screen); otherwise it keeps the code to correct it.
    const now = useCart.getState().cart?.giftCards ?? [];
    if (now.some((card) => card.lastCharacters.toUpperCase() === entered.slice(-4))) setCode('');
  };

  return (
    <div className={styles.codes}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          Gift card
        </label>
        <div className={styles.row}>
          <input
            id={fieldId}
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-describedby={messageId}
          />
          <button type="submit" className={`button button--secondary ${styles.apply}`} disabled={busy}>
            Apply<span className="visually-hidden"> gift card</span>
          </button>
        </div>
      </form>
      <p id={messageId} className={styles.message} role="status" aria-live="polite" data-testid="gift-card-message">
        {message}
      </p>
      {cart.giftCards.length ? (
        <ul className={styles.list} aria-label="Gift cards">
          {cart.giftCards.map((card) => {
            const shown = maskedGiftCard(card.lastCharacters);
            return (
              <li key={card.id} className={styles.item}>
                <span className={styles.tag}>{shown}</span>
                <span className={styles.saving}>−{formatMoneyV2(card.amountUsed)}</span>
                <span className={styles.notApplied}>{formatMoneyV2(card.balanceAfter)} left on card</span>
                <button type="button" className={styles.remove} disabled={busy} onClick={() => void run(() => changeGiftCard(card.id, true))}>
                  Remove<span className="visually-hidden"> gift card {shown}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
