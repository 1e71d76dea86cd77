import { Link } from 'gatsby';
import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../config/accounts';
import { ROUTES } from '../../config/site';
import { parseAccountLink, type AccountLink } from '../../lib/accountLinks';
import { validateNewPassword } from '../../lib/accountValidation';
import { usesHostedLogin } from '../../accounts';
import { isKnownDeadLink, rememberDeadLink } from '../../accounts/deadLinkMemory';
import { isInvalidLinkError } from '../../lib/customerErrors';
import { useCustomer } from '../../stores/customer';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { HostedSignIn } from './HostedSignIn';
import { RecoverForm } from './RecoverForm';
import { useAccountForm } from './useAccountForm';
import * as forms from './forms.module.css';
import * as styles from './AccountLinkPage.module.css';

type Outcome = { kind: 'done'; signedIn: boolean } | { kind: 'expired' } | { kind: 'already-active' } | null;

const COPY = {
  activate: {
    title: 'Activate your account',
    lead: 'Choose the password you’ll sign in with (it can be the one you registered with). Once it’s set, your e-mail is confirmed and you’re signed in.',
    submit: 'Activate account',
    busy: 'Activating…',
    done: 'Your account is active',
  },
  reset: {
    title: 'Choose a new password',
    lead: 'Pick a new password for your Blue Bay Swim account. You’ll be signed in with it straight away.',
    submit: 'Save new password',
    busy: 'Saving…',
    done: 'Your new password is set',
  },
} as const;

const LABELS = { password: 'New password', confirm: 'Confirm password' };

function SetPasswordForm({ link, onOutcome }: { link: AccountLink; onOutcome: (outcome: Outcome) => void }) {
  const activate = useCustomer((s) => s.activate);
  const reset = useCustomer((s) => s.reset);
  const copy = COPY[link.kind];
  const form = useAccountForm<{ password: string; confirm: string }, { signedIn: boolean }>({
    initial: { password: '', confirm: '' },
    validate: validateNewPassword,
    labels: LABELS,
    submit: async (v) => {
      const result = await (link.kind === 'activate' ? activate : reset)(link.cxid, link.token, v.password);
      if (result && !result.ok) {
        if (isInvalidLinkError(result.errors)) {
          rememberDeadLink(link);
          onOutcome({ kind: 'expired' });
        } else if (result.errors.some((e) => e.code === 'ALREADY_ENABLED')) onOutcome({ kind: 'already-active' });
      }
      return result;
    },
    onSuccess: (result) => {
      // Redeemed: opening this link again says at once that it is used.
      rememberDeadLink(link);
      onOutcome({ kind: 'done', signedIn: result.data?.signedIn ?? false });
    },
  });
  return (
    <form ref={form.formRef} className={forms.form} noValidate onSubmit={form.onSubmit} aria-label={copy.title}>
      <FormAlert ref={form.alertRef} message={form.formError} />
      <Field
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, no spaces at the start or end.`}
      />
      <Field {...form.field('confirm')} type="password" autoComplete="new-password" />
      <div className={forms.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? copy.busy : copy.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * The pages behind the e-mailed links: /account/activate/{cxid}/{token} and
 * /account/reset/{cxid}/{token}, also under /{lang}/. A used or expired link offers a new e-mail.
 */
export function AccountLinkPage({ splat }: { splat: string | undefined }) {
  const link = parseAccountLink(splat);
  const openLogin = useCustomer((s) => s.openLoginModal);
  // Shopify can only check a token by redeeming it, so a link is known dead on opening only when this
  // device used it (or saw it refused); any other dead link is found on sending, keeping what was typed.
  const [outcome, setOutcome] = useState<Outcome>(() => (link && !usesHostedLogin() && isKnownDeadLink(link) ? { kind: 'expired' } : null));

  if (usesHostedLogin()) {
    // New customer accounts: old activation and reset e-mails lead to the sign-in by code.
    return (
      <section className={`container ${styles.page}`}>
        <div className={styles.card}>
          <h1>Sign in with a code</h1>
          <HostedSignIn purpose={link?.kind ?? 'reset'} returnTo={ROUTES.account} autoFocus />
        </div>
      </section>
    );
  }

  if (!link) {
    return (
      <section className={`container ${styles.page}`}>
        <div className={styles.card}>
          <h1>This link isn’t complete</h1>
          <p>
            Links in our e-mails look like <code>/account/activate/…</code> or <code>/account/reset/…</code>. Copy the
            whole link from the e-mail, or ask for a new one below.
          </p>
          <RecoverForm submitLabel="Send me a new link" />
        </div>
      </section>
    );
  }

  const copy = COPY[link.kind];
  let body;
  if (outcome?.kind === 'done') {
    body = (
      <div role="status" className={styles.done}>
        <h2>{copy.done}</h2>
        <p>{outcome.signedIn ? 'You’re signed in and ready for the beach.' : 'Sign in with your new password to continue.'}</p>
        <p className={styles.actions}>
          {outcome.signedIn ? (
            <Link to={ROUTES.account} className="button">
              Go to my account
            </Link>
          ) : (
            <button type="button" className="button" onClick={openLogin}>
              Sign in
            </button>
          )}
          <Link to="/" className="button button--secondary">
            Keep shopping
          </Link>
        </p>
      </div>
    );
  } else if (outcome?.kind === 'expired') {
    body = (
      <div className={styles.expired}>
        <FormAlert message="This link has expired or has already been used." />
        <p>Enter your e-mail and we’ll send you a fresh link to set your password.</p>
        <RecoverForm submitLabel="Send me a new link" intro="Links work once, so each e-mail brings a new one." />
      </div>
    );
  } else if (outcome?.kind === 'already-active') {
    body = (
      <div className={styles.expired}>
        <FormAlert message="Your account is already active." />
        <p>Sign in with your e-mail and password, or reset the password if you don’t remember it.</p>
        <button type="button" className="button" onClick={openLogin}>
          Sign in
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.lead}>{copy.lead}</p>
        <SetPasswordForm link={link} onOutcome={setOutcome} />
      </>
    );
  }

  return (
    <section className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1>{copy.title}</h1>
        {body}
      </div>
    </section>
  );
}

/** Stands in for the page until its link is read (first render, before hydration). */
export function AccountLinkPlaceholder() {
  return <section className={`container ${styles.page} ${styles.placeholder}`} aria-busy="true" />;
}
