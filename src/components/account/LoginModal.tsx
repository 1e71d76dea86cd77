import { useEffect, useState } from 'react';
import { useCustomer } from '../../stores/customer';
import { Modal } from '../ui/Modal';
import { LoginForm } from './LoginForm';
import { RecoverForm } from './RecoverForm';
import { RegisterForm } from './RegisterForm';
import { SessionEndAlert } from './SessionEndAlert';
import { SignedInNotice } from './SignedInNotice';

// In this part's chunk: the notice offers this dialog, and a chunk of its own would add to every page.
export { SessionEndedNotice } from './SessionEndedNotice';

type View = 'login' | 'register' | 'recover';

const TITLES: Record<View, string> = {
  login: 'Sign in',
  register: 'Create an account',
  recover: 'Reset your password',
};

/**
 * The login modal: sign in, with the register form and password recovery a click away. Once signed
 * in, the notice beside it says who is signed in and where the account is.
 */
export function LoginModal() {
  const open = useCustomer((s) => s.loginModalOpen);
  const forceRegister = useCustomer((s) => s.forceRegister);
  const close = useCustomer((s) => s.closeLoginModal);
  const setForceRegister = useCustomer((s) => s.setForceRegister);
  const [view, setView] = useState<View>('login');

  // Each opening starts on the form it was opened for.
  useEffect(() => {
    if (open) setView(forceRegister ? 'register' : 'login');
  }, [open, forceRegister]);

  const show = (next: View) => {
    if (next === 'register') setForceRegister(true);
    else if (forceRegister) setForceRegister(false);
    setView(next);
  };

  return (
    <>
    <Modal open={open} onClose={close} title={TITLES[view]}>
      {view === 'login' ? (
        <>
          <SessionEndAlert />
          <LoginForm autoFocus onForgotPassword={() => show('recover')} onCreateAccount={() => show('register')} />
        </>
      ) : view === 'register' ? (
        <RegisterForm autoFocus onSignIn={() => show('login')} onRegistered={(signedIn) => (signedIn ? undefined : show('login'))} />
      ) : (
        <RecoverForm autoFocus onBack={() => show('login')} />
      )}
    </Modal>
    <SignedInNotice />
    </>
  );
}
