import { useState } from 'react';
import { useCustomer } from '../../stores/customer';
import { LoginForm } from './LoginForm';
import { RecoverForm } from './RecoverForm';
import { SessionEndAlert } from './SessionEndAlert';
import * as styles from './SignInPrompt.module.css';

/**
 * What an anonymous visitor sees on an account page: a sign-in form right there. Signing in shows the
 * page they asked for, at the same address.
 */
export function SignInPrompt({ pageTitle }: { pageTitle: string }) {
  const setForceRegister = useCustomer((s) => s.setForceRegister);
  const [recovering, setRecovering] = useState(false);
  return (
    <div className={styles.prompt}>
      <div className={styles.card}>
        <h2 className={styles.heading}>{recovering ? 'Reset your password' : 'Sign in to continue'}</h2>
        <p className={styles.lead}>
          {recovering ? 'We’ll e-mail you a link to choose a new one.' : `Sign in to see ${pageTitle.toLowerCase()}.`}
        </p>
        <SessionEndAlert />
        {recovering ? (
          <RecoverForm onBack={() => setRecovering(false)} intro="Enter the e-mail of your account." />
        ) : (
          <LoginForm onForgotPassword={() => setRecovering(true)} onCreateAccount={() => setForceRegister(true)} />
        )}
      </div>
      <aside className={styles.perks} aria-label="Why have an account">
        <h2 className={styles.perksTitle}>With an account you can</h2>
        <ul>
          <li>Follow every order from our studio to your door</li>
          <li>Check out faster with saved addresses</li>
          <li>Keep your wishlist on every device</li>
          <li>Join the Blue Bay Beach Club</li>
        </ul>
      </aside>
    </div>
  );
}
