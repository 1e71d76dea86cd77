import { useState } from 'react';
import { usesHostedLogin } from '../../accounts';
import { validateRecover } from '../../lib/accountValidation';
import { useCustomer } from '../../stores/customer';
import { Field } from './Field';
import { HostedSignIn } from './HostedSignIn';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';
import * as styles from './forms.module.css';

export interface RecoverFormProps {
  /** Back to signing in; omitted where there is nothing to go back to. */
  onBack?: () => void;
  intro?: string;
  submitLabel?: string;
  initialEmail?: string;
  autoFocus?: boolean;
}

/** Password help: a reset e-mail (legacy accounts), or the hosted login by code (new accounts have no password). */
export function RecoverForm(props: RecoverFormProps) {
  return usesHostedLogin() ? <HostedSignIn purpose="recover" autoFocus={props.autoFocus} /> : <PasswordRecoverForm {...props} />;
}

/** Ask for a password reset e-mail; it succeeded only when the answer has no errors. */
function PasswordRecoverForm({
  onBack,
  intro = 'Enter the e-mail of your account and we’ll send you a link to choose a new password.',
  submitLabel = 'Send reset link',
  initialEmail = '',
  autoFocus,
}: RecoverFormProps) {
  const recover = useCustomer((s) => s.recover);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({
    initial: { email: initialEmail },
    validate: validateRecover,
    labels: { email: 'E-mail' },
    submit: (v) => recover(v.email),
    onSuccess: (_result, v) => setSentTo(v.email.trim()),
  });
  if (sentTo) {
    return (
      <div className={styles.form}>
        <FormAlert
          tone="success"
          message={`If ${sentTo} belongs to an account, a link to choose a new password is on its way. It can take a few minutes; check your spam folder too.`}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={() => setSentTo(null)}>
            Use another e-mail
          </button>
          {onBack ? (
            <button type="button" className={styles.linkButton} onClick={onBack}>
              Back to sign in
            </button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-label="Reset your password">
      <p className={styles.hint}>{intro}</p>
      <FormAlert ref={form.alertRef} message={form.formError} />
      <Field {...form.field('email')} type="email" autoComplete="email" inputMode="email" autoFocus={autoFocus} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Sending…' : submitLabel}
        </button>
        {onBack ? (
          <button type="button" className={styles.linkButton} onClick={onBack}>
            Back to sign in
          </button>
        ) : null}
      </div>
    </form>
  );
}
