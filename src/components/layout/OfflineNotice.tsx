import { useSyncExternalStore } from 'react';
import * as styles from './OfflineNotice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;
// The static HTML is rendered online; the browser corrects it right after hydration.
const isOfflineOnServer = () => false;

/**
 * Tells the shopper the connection is gone, so the cart and account explain
 * themselves instead of looking broken. The status region stays in the page while online so screen
 * readers announce the message the moment it appears.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(subscribe, isOffline, isOfflineOnServer);
  return (
    <div role="status" className={offline ? styles.notice : undefined}>
      {offline ? (
        <p className={styles.text}>
          <strong>You’re offline.</strong> Pages you’ve visited still open; your cart and account update when
          you’re back online.
        </p>
      ) : null}
    </div>
  );
}
