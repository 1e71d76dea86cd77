import { useEffect, useId, useRef } from 'react';
import { useCustomer } from '../../stores/customer';
import { UserIcon } from '../layout/icons';
import { lazyPart, useLatched } from '../ui/lazyPart';
import * as styles from './AccountMenu.module.css';

// The menu's contents: a chunk of their own, fetched on the first hover, focus or press of the button.
const Panel = lazyPart(() => import(/* webpackChunkName: "part-account-menu" */ './AccountMenuPanel').then((m) => m.AccountMenuPanel));
const preloadPanel = () => void Panel.preload().catch(() => undefined);

// The sign-in, register and recovery forms and their validation: a chunk of their own, out of the first load.
const LoginModal = lazyPart(() => import(/* webpackChunkName: "part-login-modal" */ './LoginModal').then((m) => m.LoginModal));

/**
 * Header account entry point; a click on its button opens, closes or toggles the menu. Signed out it
 * offers sign in and register (the login modal), signed in the account pages and sign out. Escape or
 * a click elsewhere closes it.
 */
export function AccountMenu({ className }: { className?: string }) {
  const open = useCustomer((s) => s.accountMenuOpen);
  const toggle = useCustomer((s) => s.toggleAccountMenu);
  const close = useCustomer((s) => s.closeAccountMenu);
  const isLoggedIn = useCustomer((s) => s.isLoggedIn);
  const loginOpen = useCustomer((s) => s.loginModalOpen || s.forceRegister);
  // Mounted from its first opening (or a sign-in elsewhere, for its notice) on, so it keeps its state.
  const loginMounted = useLatched(useCustomer((s) => s.loginModalOpen || s.forceRegister || s.loginSuccess));
  const panelMounted = useLatched(open);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${className ?? ''} ${isLoggedIn ? styles.signedIn : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={isLoggedIn ? 'Account menu' : 'Account: sign in or register'}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          // Signed out, the menu leads to the login modal: fetch it while the shopper reads the menu.
          if (!isLoggedIn) LoginModal.preload().catch(() => undefined);
          toggle();
        }}
      >
        <UserIcon />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {panelMounted ? <Panel.Component retryKey={open} /> : null}
      </div>
      {loginMounted ? <LoginModal.Component retryKey={loginOpen} /> : null}
    </div>
  );
}
