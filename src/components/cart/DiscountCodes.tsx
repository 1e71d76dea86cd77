import { useId, useState, type FormEvent } from 'react';
import { discountCodeViews, normaliseCode } from '../../lib/cartDiscounts';
import type { CartView } from '../../lib/cartLines';
import { formatMoneyV2 } from '../../lib/money';
import { useCart } from '../../stores/cart';
import * as styles from './DiscountCodes.module.css';

/**
 * The discount-code field of the drawer and the cart page, the codes the cart holds (each with what
 * it saves and a Remove button), and a polite live region that says what the last try did: applied,
 * not a code we know, cannot be combined, offline.
 */
export function DiscountCodes({ cart }: { cart: CartView }) {
  const changeDiscountCode = useCart((s) => s.changeDiscountCode);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const messageId = useId();
  const codes = discountCodeViews(cart);

  const change = async (entered: string, remove: boolean) => {
    setBusy(true);
    try {
      setMessage(await changeDiscountCode(entered, remove));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entered = normaliseCode(code);
    if (!entered) return setMessage('Enter a discount code.');
    if (codes.some((c) => c.applicable && normaliseCode(c.code) === entered)) return setMessage(`${entered} is already applied.`);
    await change(code, false);
    // Applied: the field empties for the next code; otherwise it keeps the code to correct it.
    const now = useCart.getState().cart?.discountCodes ?? [];
    if (now.some((c) => c.applicable && normaliseCode(c.code) === entered)) setCode('');
  };

  return (
    <div className={styles.codes}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          Discount code
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
            maxLength={255}
            aria-describedby={messageId}
          />
          <button type="submit" className={`button button--secondary ${styles.apply}`} disabled={busy}>
            Apply
          </button>
        </div>
      </form>
      <p id={messageId} className={styles.message} role="status" aria-live="polite" data-testid="discount-message">
        {message}
      </p>
      {codes.length ? (
        <ul className={styles.list} aria-label="Discount codes">
          {codes.map(({ code: entered, applicable, saving }) => {
            const shown = normaliseCode(entered);
            return (
              <li key={shown} className={styles.item}>
                <span className={styles.tag}>{shown}</span>
                <span className={applicable ? styles.saving : styles.notApplied}>
                  {!applicable ? 'Not applied' : saving && Number(saving.amount) > 0 ? `−${formatMoneyV2(saving)}` : 'Applied'}
                </span>
                <button type="button" className={styles.remove} disabled={busy} onClick={() => void change(entered, true)}>
                  Remove<span className="visually-hidden"> discount code {shown}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
