import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import type { ClubReferral } from '../../lib/beachClub';
import { useRewards, useRewardsLoaded } from '../../stores/rewards';
import { ClubRules } from './ClubRules';
import { ClubDate, PointsTable } from './PointsTable';
import { RewardsBalance, signedPoints } from './RewardsBalance';
import * as styles from './rewards.module.css';

const CLUB_PAGES = [
  { to: ROUTES.accountMyRewards, title: 'My rewards', text: 'Spend BB bucks on discount codes.' },
  { to: ROUTES.accountPastRewards, title: 'Past rewards', text: 'Rewards you have redeemed and their codes.' },
  { to: ROUTES.accountRewardsHistory, title: 'Rewards history', text: 'Every BB buck you earned or spent.' },
] as const;

const NO_REFERRALS: readonly ClubReferral[] = [];

/** Club home: balance, the club's pages, its rules and the member's referrals. */
export function ClubHome() {
  useRewardsLoaded();
  const referrals = useRewards((s) => s.member?.referrals ?? NO_REFERRALS);
  const status = useRewards((s) => s.status);
  return (
    <div className={styles.stack}>
      <RewardsBalance />
      <ul className={styles.tiles}>
        {CLUB_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className={styles.tile}>
              <span className={styles.tileTitle}>{page.title}</span>
              <span className={styles.tileText}>{page.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ClubRules />
      <section aria-labelledby="referrals-title">
        <h2 id="referrals-title" className={styles.sectionTitle}>
          Referrals
        </h2>
        {referrals.length ? (
          <>
            <p className={styles.lead}>Friends you invited. Their e-mails are masked to keep them private.</p>
            <PointsTable
              caption="Referrals"
              columns={['Referral', 'E-mail', 'Date']}
              rows={referrals.map((referral) => ({
                key: `${referral.email}-${referral.dateCreated}`,
                cells: [referral.title, referral.email, <ClubDate key="date" iso={referral.dateCreated} />],
                points: referral.points ? signedPoints(referral.points) : '—',
              }))}
            />
          </>
        ) : (
          <p className={styles.lead}>{status === 'loading' || status === 'idle' ? 'Loading your referrals…' : 'No referrals yet. When a friend you invite joins, they show here.'}</p>
        )}
      </section>
    </div>
  );
}
