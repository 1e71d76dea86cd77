import { useState } from 'react';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import { FormAlert } from './FormAlert';
import * as styles from './forms.module.css';
import { useSessionMessage } from './useSessionMessage';

/** Why the shopper is here: each says, in its own words, that sign-in is by e-mailed code. */
export type HostedSignInPurpose = 'sign-in' | 'register' | 'recover' | 'activate' | 'reset';

const INTRO: Record<HostedSignInPurpose, string> = {
  'sign-in': 'Enter your e-mail on the next page and we’ll send you a 6-digit code to sign in. No password needed.',
  register:
    'There’s no form to fill in: enter your e-mail on the next page, type the 6-digit code we send you, and your account is created as you sign in.',
  recover: 'Your account has no password to reset. Sign in with a 6-digit code we e-mail you instead.',
  activate: 'Accounts no longer need activating. Sign in with your e-mail and the 6-digit code we send you.',
  reset: 'Accounts no longer have passwords. Sign in with your e-mail and the 6-digit code we send you.',
};

/** The current page, so the shopper comes back where they were. */
const here = (): string => (typeof window === 'undefined' ? ROUTES.account : `${window.location.pathname}${window.location.search}`);

/**
 * New customer accounts: sign-in, registration and password help all lead to the shop's hosted login
 * (an e-mailed one-time code), so no password field is shown that could not work.
 */
export function HostedSignIn({
  purpose = 'sign-in',
  returnTo,
  autoFocus,
  message,
}: {
  purpose?: HostedSignInPurpose;
  returnTo?: string;
  autoFocus?: boolean;
  /** Why the shopper is asked to sign in again; else why an earlier session ended, if it did. */
  message?: string;
}) {
  const signInWithShop = useCustomer((s) => s.signInWithShop);
  const sessionMessage = useSessionMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    const result = await signInWithShop(returnTo ?? here());
    // On success the browser is already on its way to the hosted login.
    if (!result.ok) {
      setBusy(false);
      setError(result.networkError ? 'The shop’s sign-in could not be reached. Check your connection and try again.' : (result.errors[0]?.message ?? 'Sign-in could not start.'));
    }
  };
  return (
    <div className={styles.form}>
      <FormAlert message={error ?? message ?? sessionMessage} />
      <p>{INTRO[purpose]}</p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} onClick={() => void start()} autoFocus={autoFocus}>
          {busy ? 'Opening sign-in…' : purpose === 'register' ? 'Create account with an e-mailed code' : 'Sign in with an e-mailed code'}
        </button>
      </div>
    </div>
  );
}
