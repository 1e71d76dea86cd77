import { Link, navigate } from 'gatsby';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from '../ui/toast';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';
import { ACCOUNT_LINKS } from './AccountMenuPanel';
import { SignInPrompt } from './SignInPrompt';
import * as styles from './AccountLayout.module.css';

export interface AccountLayoutProps {
  title: string;
  /** Route of the page, to mark it in the account navigation. */
  path: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * Frame of every /user-account/ page: the account navigation and the page, shown only to a signed-in
 * customer. Anyone else sees a sign-in prompt in place, so signing in lands on the page they wanted
 * (no redirect loop); while the session is being checked, a quiet loading state.
 */
export function AccountLayout({ title, path, intro, children }: AccountLayoutProps) {
  const loading = useCustomer((s) => s.loading);
  const isLoggedIn = useCustomer((s) => s.isLoggedIn);
  const sessionError = useCustomer((s) => s.sessionError);
  const refresh = useCustomer((s) => s.refresh);
  const logout = useCustomer((s) => s.logout);
  const wasSignedIn = useRef(false);
  const pills = useRef<HTMLUListElement>(null);

  // Signed out here (menu, this page or another tab): this page would only ask to sign in again, so
  // the account home takes over and says where the shopper stands.
  useEffect(() => {
    if (isLoggedIn) wasSignedIn.current = true;
    else if (wasSignedIn.current && !loading) {
      wasSignedIn.current = false;
      if (path !== ROUTES.account) void navigate(ROUTES.account);
    }
  }, [isLoggedIn, loading, path]);

  // On a phone the pills scroll sideways: the current page's pill is brought to the middle of the row
  // (the row alone scrolls, not the page).
  const showsNav = isLoggedIn && !loading && !sessionError;
  useEffect(() => {
    const list = pills.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const row = list.getBoundingClientRect();
    const pill = current.getBoundingClientRect();
    list.scrollLeft += pill.left - row.left - (row.width - pill.width) / 2;
  }, [showsNav, path]);

  let body: ReactNode;
  if (loading) {
    body = (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Loading your account…
      </div>
    );
  } else if (sessionError) {
    body = (
      <div className={styles.notice} role="alert">
        <h2>We couldn’t reach your account</h2>
        <p>Your connection or our shop had a hiccup. You’re still signed in: try again in a moment.</p>
        <button type="button" className="button" onClick={() => void refresh()}>
          Try again
        </button>
      </div>
    );
  } else if (!isLoggedIn) {
    body = <SignInPrompt pageTitle={title} />;
  } else {
    body = (
      <div className={styles.columns}>
        <nav aria-label="Account" className={styles.nav}>
          <ul ref={pills}>
            {ACCOUNT_LINKS.map((link) => {
              const current = link.to === path || (link.to !== ROUTES.account && path.startsWith(link.to));
              return (
                <li key={link.to}>
                  <Link to={link.to} aria-current={current ? 'page' : undefined} className={current ? styles.current : undefined}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                className={styles.signOut}
                onClick={() => void logout().then(() => toast.info('You’re signed out. See you at the beach!'))}
              >
                Sign out
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.content}>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
          {children}
        </div>
      </div>
    );
  }

  return (
    <section className={`container ${styles.page}`}>
      {path !== ROUTES.account ? (
        <p className={styles.crumbs}>
          <Link to={ROUTES.account}>My account</Link> <span aria-hidden="true">/</span> {title}
        </p>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {body}
    </section>
  );
}
