import { useState } from 'react';
import { usesHostedLogin } from '../../accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../config/accounts';
import { validateChangePassword } from '../../lib/accountValidation';
import { useCustomer } from '../../stores/customer';
import { Field } from './Field';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';
import * as styles from './forms.module.css';

const LABELS = { current: 'Current password', password: 'New password', confirm: 'Confirm new password' };
const EMPTY = { current: '', password: '', confirm: '' };

/** Change password where passwords exist (legacy accounts); new accounts are told there is none. */
export function ChangePasswordForm() {
  return usesHostedLogin() ? <NoPassword /> : <PasswordChangeForm />;
}

function NoPassword() {
  const email = useCustomer((s) => s.customer?.email);
  return (
    <p className={styles.form}>
      Your account has no password: each time you sign in we e-mail a 6-digit code{email ? ` to ${email}` : ''}. There is nothing to change here.
    </p>
  );
}

/** Change password: the current one is checked first. */
function PasswordChangeForm() {
  const changePassword = useCustomer((s) => s.changePassword);
  const [changed, setChanged] = useState(false);
  const form = useAccountForm({
    initial: EMPTY,
    validate: validateChangePassword,
    labels: LABELS,
    submit: (v) => {
      setChanged(false);
      return changePassword(v.current, v.password);
    },
    onSuccess: () => {
      setChanged(true);
      form.setValues(EMPTY);
    },
  });
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-label="Change password">
      <FormAlert ref={form.alertRef} message={form.formError} />
      <Field {...form.field('current')} type="password" autoComplete="current-password" />
      <Field
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, no spaces at the start or end.`}
      />
      <Field {...form.field('confirm')} type="password" autoComplete="new-password" />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Changing…' : 'Change password'}
        </button>
      </div>
      <FormAlert
        tone="success"
        message={changed ? 'Your password is changed. Any other device signed in to your account has been signed out.' : null}
      />
    </form>
  );
}
