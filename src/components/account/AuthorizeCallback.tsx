import { Link, navigate } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { usesHostedLogin } from '../../accounts';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import { HostedSignIn } from './HostedSignIn';
import * as styles from './AccountLinkPage.module.css';

type Status = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * /account/authorize/: where the shop's hosted login sends the shopper back (the OAuth callback).
 * The code is exchanged once; the address bar loses code and state at once, so a reload or the back
 * button never replays them. A failure says why and offers a fresh sign-in.
 */
export function AuthorizeCallback() {
  const completeSignIn = useCustomer((s) => s.completeSignIn);
  const [status, setStatus] = useState<Status>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !usesHostedLogin()) return;
    started.current = true;
    const callbackUrl = new URL(window.location.href);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void completeSignIn(callbackUrl).then((result) => {
      if (result.ok) void navigate(result.data?.returnTo ?? ROUTES.account, { replace: true });
      else setStatus({ kind: 'failed', message: result.errors[0]?.message ?? 'Sign-in failed. Please try again.' });
    });
  }, [completeSignIn]);

  if (!usesHostedLogin()) {
    return (
      <section className={`container ${styles.page}`}>
        <div className={styles.card}>
          <h1>Sign in</h1>
          <p className={styles.lead}>This shop signs in with your e-mail and password.</p>
          <Link to={ROUTES.account} className="button">
            Go to my account
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        {status.kind === 'working' ? (
          <>
            <h1>Signing you in…</h1>
            <p className={styles.lead} role="status">
              One moment while we check your sign-in with the shop.
            </p>
          </>
        ) : (
          <>
            <h1>We couldn’t sign you in</h1>
            <p className={styles.lead}>Your cart and wishlist are safe. You are signed out; sign in again to continue.</p>
            <HostedSignIn returnTo={ROUTES.account} message={status.message} />
          </>
        )}
      </div>
    </section>
  );
}
