import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import * as styles from './notices.module.css';

const dismiss = () => useCustomer.setState({ loginSuccess: false });

/**
 * After a sign-in or a new account: who is signed in and where the account lives, in a polite live
 * region that stays until dismissed (a closing dialog alone tells a shopper nothing).
 */
export function SignedInNotice() {
  const show = useCustomer((s) => s.loginSuccess && s.isLoggedIn && !s.loginModalOpen);
  const customer = useCustomer((s) => s.customer);
  const newlyRegistered = useCustomer((s) => s.newlyRegistered);
  // Mounted (in the browser only), then ready a frame later: the region exists empty first, so screen
  // readers announce the text that then appears in it.
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setMounted(true);
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const visible = ready && show && customer !== null;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const who = name ? `${name} (${customer?.email ?? ''})` : (customer?.email ?? '');
  if (!mounted) return null;
  // On the page itself: the header that holds the menu would otherwise be the box it is fixed to.
  return createPortal(
    <div role="status" aria-live="polite" className={visible ? styles.notice : styles.empty}>
      {visible ? (
        <>
          <p className={styles.text}>
            {newlyRegistered ? 'Your account is ready. ' : ''}
            Signed in as <strong>{who}</strong>.
          </p>
          <p className={styles.actions}>
            <Link to={ROUTES.account} className={styles.link} onClick={dismiss}>
              Your account
            </Link>
            <span className={styles.hint}>orders, addresses and the Beach Club, also under the person icon</span>
          </p>
          <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss the sign-in message">
            ×
          </button>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
