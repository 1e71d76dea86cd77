import { pointsHistory, useRewards, useRewardsLoaded } from '../../stores/rewards';
import { formatDate } from './OrderStatusBadge';
import { RewardsBalance, signedPoints } from './RewardsBalance';
import * as styles from './rewards.module.css';

/** Points history: what was earned, and redemptions as negative entries. */
export function RewardsHistory() {
  useRewardsLoaded();
  const entries = useRewards((s) => s.entries);
  const member = useRewards((s) => s.member);
  const history = pointsHistory({ entries, member });
  return (
    <div className={styles.stack}>
      <RewardsBalance />
      <div className={styles.tableWrap}>
        <table>
          <caption className="visually-hidden">Points history</caption>
          <thead>
            <tr>
              <th scope="col">Activity</th>
              <th scope="col">Date</th>
              <th scope="col" className={styles.num}>
                BB bucks
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.title}</td>
                <td>
                  <time dateTime={entry.dateCreated}>{formatDate(entry.dateCreated)}</time>
                </td>
                <td className={`${styles.num} ${entry.points < 0 ? styles.spent : styles.earned}`}>{signedPoints(entry.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
