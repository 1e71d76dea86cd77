import { Link, navigate } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { accountsKind, usesHostedLogin } from '../../accounts';
import { messageFor } from '../../lib/sessionEnd';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import { HostedSignIn } from './HostedSignIn';
import * as styles from './AccountLinkPage.module.css';

type Status = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * /account/authorize/: where the shop's hosted login sends the shopper back (the OAuth callback).
 * The code is exchanged once; the address bar loses code and state at once, so a reload or the back
 * button never replays them. A failure says why and offers a fresh sign-in; a callback opened again
 * while signed in leaves that session as it was, and says so.
 */
export function AuthorizeCallback() {
  const completeSignIn = useCustomer((s) => s.completeSignIn);
  const isLoggedIn = useCustomer((s) => s.isLoggedIn);
  const customer = useCustomer((s) => s.customer);
  const sessionError = useCustomer((s) => s.sessionError);
  const sessionMessage = messageFor(useCustomer((s) => s.sessionEnded), accountsKind);
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
        ) : isLoggedIn ? (
          <>
            <h1>You’re still signed in</h1>
            <p className={styles.lead} role="status">
              This sign-in link was already used or is out of date, so nothing changed: you are signed in as{' '}
              <strong>{customer?.email}</strong>.
            </p>
            <Link to={ROUTES.account} className="button">
              Go to my account
            </Link>
          </>
        ) : (
          <>
            <h1>We couldn’t sign you in</h1>
            <p className={styles.lead}>
              {sessionError
                ? 'Your cart and wishlist are safe, and your earlier sign-in is kept: the shop could not be reached to check it.'
                : 'Your cart and wishlist are safe. You are signed out; sign in again to continue.'}
            </p>
            {/* Why a session ended outranks why this sign-in failed. */}
            <HostedSignIn returnTo={ROUTES.account} message={sessionMessage ?? status.message} />
          </>
        )}
      </div>
    </section>
  );
}
