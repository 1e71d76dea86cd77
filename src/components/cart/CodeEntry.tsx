import { useId, useState, type FormEvent, type ReactNode } from 'react';
import * as styles from './CodeEntry.module.css';

/** One code the cart holds: what it is shown as, what it does, and how it is removed. */
export interface HeldCode {
  key: string;
  shown: string;
  effect: ReactNode;
  /** Read by screen readers after "Remove", e.g. "discount code SUMMER10". */
  removeName: string;
  remove: () => Promise<string>;
}

interface CodeEntryProps {
  label: string;
  /** Read by screen readers after "Apply" when the label alone does not say what is applied. */
  applyName?: string;
  maxLength: number;
  messageTestId: string;
  listLabel: string;
  held: readonly HeldCode[];
  /** A message when the entered code need not be sent (empty, already applied), else null. */
  refuse: (entered: string) => string | null;
  apply: (entered: string) => Promise<string>;
  /** Whether the cart now holds the entered code: the field then empties for the next one. */
  holds: (entered: string) => boolean;
}

/**
 * A code field of the drawer and the cart page (discount codes, gift cards), the codes the cart holds
 * with a Remove button each, and a polite live region saying what the last try did.
 */
export function CodeEntry({ label, applyName, maxLength, messageTestId, listLabel, held, refuse, apply, holds }: CodeEntryProps) {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const messageId = useId();

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await work());
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = refuse(code);
    if (refused) return setMessage(refused);
    await run(() => apply(code));
    // Applied: the field empties for the next code; otherwise it keeps the code to correct it.
    if (holds(code)) setCode('');
  };

  return (
    <div className={styles.codes}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
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
            maxLength={maxLength}
            aria-describedby={messageId}
          />
          <button type="submit" className={`button button--secondary ${styles.apply}`} disabled={busy}>
            Apply{applyName ? <span className="visually-hidden"> {applyName}</span> : null}
          </button>
        </div>
      </form>
      <p id={messageId} className={styles.message} role="status" aria-live="polite" data-testid={messageTestId}>
        {message}
      </p>
      {held.length ? (
        <ul className={styles.list} aria-label={listLabel}>
          {held.map((entry) => (
            <li key={entry.key} className={styles.item}>
              <span className={styles.tag}>{entry.shown}</span>
              {entry.effect}
              <button type="button" className={styles.remove} disabled={busy} onClick={() => void run(entry.remove)}>
                Remove<span className="visually-hidden"> {entry.removeName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export { styles as codeEntryStyles };
