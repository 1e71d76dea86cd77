import { Link } from 'gatsby';
import { usesHostedLogin } from '../../accounts';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import { toast } from '../ui/toast';
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

/**
 * The header account menu's contents: the account pages and sign out for a customer, sign in and
 * register for a visitor. A chunk of its own, loaded when the menu is first wanted (hover, focus or
 * the first press), so the first load carries only the button.
 */
export function AccountMenuPanel() {
  const close = useCustomer((s) => s.closeAccountMenu);
  const isLoggedIn = useCustomer((s) => s.isLoggedIn);
  const loading = useCustomer((s) => s.loading);
  const firstName = useCustomer((s) => s.customer?.firstName);
  const openLogin = useCustomer((s) => s.openLoginModal);
  const setForceRegister = useCustomer((s) => s.setForceRegister);
  const logout = useCustomer((s) => s.logout);

  const signOut = async () => {
    await logout();
    toast.info('You’re signed out. See you at the beach!');
  };

  return (
    <>
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
    </>
  );
}
