import { useId, useState } from 'react';
import { toast } from '../ui/toast';
import { usesHostedLogin } from '../../accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../config/accounts';
import { validateRegister } from '../../lib/accountValidation';
import { useCustomer } from '../../stores/customer';
import { Field } from './Field';
import { HostedSignIn } from './HostedSignIn';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';
import * as styles from './forms.module.css';

const initial = { firstName: '', lastName: '', email: '', password: '' };
const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'E-mail', password: 'Password' };

export interface RegisterFormProps {
  onSignIn: () => void;
  /** Called once the account exists; `signedIn` is false when the store wants activation first. */
  onRegistered?: (signedIn: boolean, email: string) => void;
  autoFocus?: boolean;
}

/** Create an account: a form (legacy accounts) or the first sign-in at the hosted login (new accounts). */
export function RegisterForm(props: RegisterFormProps) {
  return usesHostedLogin() ? <HostedSignIn purpose="register" autoFocus={props.autoFocus} /> : <PasswordRegisterForm {...props} />;
}

/** Create an account (customerCreate); the welcome e-mail carries the activation link. */
function PasswordRegisterForm({ onSignIn, onRegistered, autoFocus }: RegisterFormProps) {
  const register = useCustomer((s) => s.register);
  const [marketing, setMarketing] = useState(false);
  const marketingId = useId();
  const form = useAccountForm<typeof initial, { signedIn: boolean }>({
    initial,
    validate: validateRegister,
    labels: LABELS,
    submit: (v) => register({ ...v, acceptsMarketing: marketing }),
    onSuccess: (result, v) => {
      const signedIn = result.data?.signedIn ?? false;
      // Signed in, the sign-in notice says who and where the account is; otherwise the e-mail is the next step.
      if (!signedIn) toast.success(`Your account is ready. Use the link we e-mailed to ${v.email.trim()} to activate it.`);
      onRegistered?.(signedIn, v.email.trim());
    },
  });
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-label="Create an account">
      <FormAlert ref={form.alertRef} message={form.formError} />
      <div className={styles.row}>
        <Field {...form.field('firstName')} autoComplete="given-name" autoFocus={autoFocus} />
        <Field {...form.field('lastName')} autoComplete="family-name" />
      </div>
      <Field {...form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <Field
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters, no spaces at the start or end.`}
      />
      <div className={styles.check}>
        <input
          id={marketingId}
          type="checkbox"
          className={styles.checkbox}
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
        />
        <label htmlFor={marketingId}>E-mail me about new prints, drops and sales</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Creating your account…' : 'Create account'}
        </button>
      </div>
      <p className={styles.alternate}>
        Already have an account?{' '}
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
