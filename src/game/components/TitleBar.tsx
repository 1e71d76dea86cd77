import { Link } from 'gatsby';
import { PARTNER_BRAND, ROUTES, SHOP_ABBREVIATION_UPPER } from '../../config/site';
import { MuteButton } from './MuteButton';
import * as styles from './TitleBar.module.css';

/** The stage's title section: the way back to the shop, the game's name, the sound toggle. */
export function TitleBar() {
  return (
    <header className={styles.bar}>
      <Link to={ROUTES.home} className={styles.back}>
        <span aria-hidden="true">←</span> Back to the shop
      </Link>
      <h1 className={styles.title}>
        <span className={styles.brand}>
          {PARTNER_BRAND} × {SHOP_ABBREVIATION_UPPER}
        </span>{' '}
        <span className={styles.game}>Dress-Up</span>
      </h1>
      <MuteButton />
    </header>
  );
}
