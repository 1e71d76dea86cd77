import { Link } from 'gatsby';
import { REWARDS_STARTING_BALANCE } from '../../config/rewards';
import { ROUTES, SHOP_ABBREVIATION_UPPER } from '../../config/site';
import { formatCount } from '../../lib/money';
import * as styles from './ClubCallToAction.module.css';

/** The Beach Club's invitation: join or sign in on the account side, where the rewards live. */
export function ClubCallToAction({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.cta} aria-label="Join the Beach Club">
      <div>
        <Heading className={styles.title}>Members earn on every order</Heading>
        <p className={styles.text}>
          Joining is free with a Blue Bay account, and your first {formatCount(REWARDS_STARTING_BALANCE)}{' '}
          {SHOP_ABBREVIATION_UPPER} bucks are on us.
        </p>
      </div>
      <div className={styles.actions}>
        <Link className="button button--coral" to={ROUTES.accountClub}>
          Join free or sign in
        </Link>
        <Link className={`button button--secondary ${styles.secondary}`} to={ROUTES.accountMyRewards}>
          See my rewards
        </Link>
      </div>
    </section>
  );
}
