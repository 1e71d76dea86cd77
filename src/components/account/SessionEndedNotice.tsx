import { accountsKind } from '../../accounts';
import { messageFor } from '../../lib/sessionEnd';
import { useCustomer } from '../../stores/customer';
import * as styles from './notices.module.css';

/**
 * Why the shopper was signed out, on whatever page they are on (a sign-in form that shows it itself
 * takes its place). It stays until dismissed or until they sign in again.
 */
export function SessionEndedNotice() {
  const message = messageFor(useCustomer((s) => s.sessionEnded), accountsKind);
  const clear = useCustomer((s) => s.clearSessionMessage);
  const openLoginModal = useCustomer((s) => s.openLoginModal);
  if (!message) return null;
  return (
    <div role="status" aria-live="polite" className={styles.notice} aria-label="You are signed out">
      <p className={`${styles.text} ${styles.textAboveButton}`}>{message}</p>
      <p className={styles.buttonActions}>
        <button type="button" className="button button--secondary" onClick={() => openLoginModal()}>
          Sign in again
        </button>
      </p>
      <button type="button" className={styles.close} onClick={clear} aria-label="Dismiss the sign-out message">
        ×
      </button>
    </div>
  );
}
