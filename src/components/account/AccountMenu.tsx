import { Link } from 'gatsby';
import { useEffect, useId, useRef } from 'react';
import { toast } from '../ui/toast';
import { usesHostedLogin } from '../../accounts';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import { UserIcon } from '../layout/icons';
import { lazyPart, useLatched } from '../ui/lazyPart';
import * as styles from './AccountMenu.module.css';

const ALL_ACCOUNT_LINKS = [
  { label: 'My account', to: ROUTES.account },
  { label: 'Order history', to: ROUTES.accountOrders },
  { label: 'Personal information', to: ROUTES.accountPersonalInformation },
  { label: 'Shipping addresses', to: ROUTES.accountShippingAddress },
  { label: 'Change password', to: ROUTES.accountChangePassword },
  { label: 'Wishlist', to: ROUTES.accountWishlist },
  { label: 'Blue Bay Beach Club', to: ROUTES.accountClub },
] as const;

/** The account pages; new customer accounts have no password to change. */
export const ACCOUNT_LINKS = ALL_ACCOUNT_LINKS.filter((link) => !(usesHostedLogin() && link.to === ROUTES.accountChangePassword));

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
  const loading = useCustomer((s) => s.loading);
  const firstName = useCustomer((s) => s.customer?.firstName);
  const openLogin = useCustomer((s) => s.openLoginModal);
  const setForceRegister = useCustomer((s) => s.setForceRegister);
  const logout = useCustomer((s) => s.logout);
  const loginOpen = useCustomer((s) => s.loginModalOpen || s.forceRegister);
  // Mounted from its first opening (or a sign-in elsewhere, for its notice) on, so it keeps its state.
  const loginMounted = useLatched(useCustomer((s) => s.loginModalOpen || s.forceRegister || s.loginSuccess));
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

  const signOut = async () => {
    await logout();
    toast.info('You’re signed out. See you at the beach!');
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${className ?? ''} ${isLoggedIn ? styles.signedIn : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={isLoggedIn ? 'Account menu' : 'Account: sign in or register'}
        onClick={() => {
          // Signed out, the menu leads to the login modal: fetch it while the shopper reads the menu.
          if (!isLoggedIn) LoginModal.preload().catch(() => undefined);
          toggle();
        }}
      >
        <UserIcon />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {loading ? (
          <p className={styles.status} role="status">
            Checking your account…
          </p>
        ) : isLoggedIn ? (
          <>
            <p className={styles.greeting}>Hi{firstName ? `, ${firstName}` : ''}</p>
            <nav aria-label="Account">
              <ul className={styles.list}>
                {ACCOUNT_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.item} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <button type="button" className={`${styles.item} ${styles.signOut}`} onClick={() => void signOut()}>
              Sign out
            </button>
          </>
        ) : (
          <div className={styles.guest}>
            <p className={styles.greeting}>Your Blue Bay account</p>
            <p className={styles.note}>Track orders, save addresses and collect BB bucks in the Beach Club.</p>
            <button type="button" className="button" onClick={openLogin}>
              Sign in
            </button>
            <button type="button" className="button button--secondary" onClick={() => setForceRegister(true)}>
              Create account
            </button>
          </div>
        )}
      </div>
      {loginMounted ? <LoginModal.Component retryKey={loginOpen} /> : null}
    </div>
  );
}
