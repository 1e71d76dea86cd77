import { Link } from 'gatsby';
import { useState } from 'react';
import { TOP_LINKS } from '../../config/navigation';
import { ROUTES, SHOP_NAME } from '../../config/site';
import { AccountMenu } from '../account/AccountMenu';
import { CartButton } from '../cart/CartButton';
import { PredictiveSearch } from '../search/PredictiveSearch';
import { WishlistLink } from '../wishlist/WishlistLink';
import { CloseIcon, MenuIcon, WaveMark } from './icons';
import { CountryButton } from './CountryButton';
import * as styles from './Header.module.css';

/** Site header: logo, the six fixed top links, search, country, account, wishlist, cart. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to="/" className={styles.logo}>
          <WaveMark className={styles.logoMark} />
          <span>{SHOP_NAME}</span>
        </Link>
        <nav id="site-nav" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <ul>
            {TOP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeClassName={styles.active} partiallyActive onClick={() => setMenuOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={ROUTES.lookbooks} activeClassName={styles.active} onClick={() => setMenuOpen(false)}>
                Lookbooks
              </Link>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <PredictiveSearch className={styles.iconButton} />
          <CountryButton className={styles.country} />
          <AccountMenu className={styles.iconButton} />
          <WishlistLink className={styles.iconButton} />
          <CartButton className={styles.iconButton} />
        </div>
      </div>
    </header>
  );
}
