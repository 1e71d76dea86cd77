import { usesHostedLogin } from '../../accounts';
import { validateLogin } from '../../lib/accountValidation';
import { useCustomer } from '../../stores/customer';
import { Field } from './Field';
import { HostedSignIn } from './HostedSignIn';
import { FormAlert } from './FormAlert';
import { useAccountForm } from './useAccountForm';
import * as styles from './forms.module.css';

export interface LoginFormProps {
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  onSignedIn?: () => void;
  autoFocus?: boolean;
}

const LABELS = { email: 'E-mail', password: 'Password' };

/** Sign in: by password (legacy accounts) or by the shop's hosted login (new accounts). */
export function LoginForm(props: LoginFormProps) {
  return usesHostedLogin() ? <HostedSignIn autoFocus={props.autoFocus} /> : <PasswordLoginForm {...props} />;
}

/** Sign in with e-mail and password: a token is created and stored, then the customer is fetched. */
function PasswordLoginForm({ onForgotPassword, onCreateAccount, onSignedIn, autoFocus }: LoginFormProps) {
  const login = useCustomer((s) => s.login);
  const form = useAccountForm({
    initial: { email: '', password: '' },
    validate: validateLogin,
    labels: LABELS,
    submit: (v) => login(v.email, v.password),
    onSuccess: () => onSignedIn?.(),
  });
  return (
    <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit} aria-label="Sign in">
      <FormAlert ref={form.alertRef} message={form.formError} />
      <Field {...form.field('email')} type="email" autoComplete="email" inputMode="email" autoFocus={autoFocus} />
      <Field {...form.field('password')} type="password" autoComplete="current-password" />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? 'Signing in…' : 'Sign in'}
        </button>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          Forgot your password?
        </button>
      </div>
      <p className={styles.alternate}>
        New to Blue Bay Swim?{' '}
        <button type="button" className={styles.linkButton} onClick={onCreateAccount}>
          Create an account
        </button>
      </p>
    </form>
  );
}
