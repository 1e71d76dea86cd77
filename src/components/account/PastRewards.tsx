import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { useRewards, pastRewards, useRewardsLoaded } from '../../stores/rewards';
import { formatDate } from './OrderStatusBadge';
import { signedPoints } from './RewardsBalance';
import * as styles from './rewards.module.css';

/** Rewards already redeemed, with their codes. */
export function PastRewards() {
  useRewardsLoaded();
  const redeemed = useRewards((s) => s.redeemed);
  const rewards = pastRewards({ redeemed });
  if (!rewards.length) {
    return (
      <p className={styles.lead}>
        No rewards redeemed yet. Spend your BB bucks on a discount code under <Link to={ROUTES.accountMyRewards}>My rewards</Link>.
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <div className={styles.tableWrap}>
        <table>
          <caption className="visually-hidden">Past rewards</caption>
          <thead>
            <tr>
              <th scope="col">Reward</th>
              <th scope="col">Code</th>
              <th scope="col">Redeemed</th>
              <th scope="col" className={styles.num}>
                BB bucks
              </th>
            </tr>
          </thead>
          <tbody>
            {rewards.map((reward) => (
              <tr key={reward.id}>
                <td>{reward.title}</td>
                <td>
                  <code>{reward.code}</code>
                </td>
                <td>
                  <time dateTime={reward.dateCreated}>{formatDate(reward.dateCreated)}</time>
                </td>
                <td className={styles.num}>{signedPoints(-reward.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
