import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { SAMPLE_REFERRALS } from '../../stores/rewards';
import { formatDate } from './OrderStatusBadge';
import { RewardsBalance, signedPoints } from './RewardsBalance';
import * as styles from './rewards.module.css';

const CLUB_PAGES = [
  { to: ROUTES.accountMyRewards, title: 'My rewards', text: 'Spend BB bucks on discounts, free shipping and gifts.' },
  { to: ROUTES.accountPastRewards, title: 'Past rewards', text: 'Rewards you have redeemed and their codes.' },
  { to: ROUTES.accountRewardsHistory, title: 'Rewards history', text: 'Every BB buck you earned or spent.' },
] as const;

/** Club home: balance, the club's pages and referrals. */
export function ClubHome() {
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
      <section aria-labelledby="referrals-title">
        <h2 id="referrals-title" className={styles.sectionTitle}>
          Referrals
        </h2>
        <p className={styles.lead}>Friends you invited. Their e-mails are masked to keep them private.</p>
        <div className={styles.tableWrap}>
          <table>
            <caption className="visually-hidden">Referrals (sample data)</caption>
            <thead>
              <tr>
                <th scope="col">Referral</th>
                <th scope="col">E-mail</th>
                <th scope="col">Date</th>
                <th scope="col" className={styles.num}>
                  BB bucks
                </th>
              </tr>
            </thead>
            <tbody>
              {SAMPLE_REFERRALS.map((referral) => (
                <tr key={`${referral.email}-${referral.dateCreated}`}>
                  <td>{referral.title}</td>
                  <td>{referral.email}</td>
                  <td>
                    <time dateTime={referral.dateCreated}>{formatDate(referral.dateCreated)}</time>
                  </td>
                  <td className={styles.num}>{referral.points ? signedPoints(referral.points) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
