import { pointsHistory, useRewards, useRewardsLoaded } from '../../stores/rewards';
import { ClubDate, PointsTable } from './PointsTable';
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
      <PointsTable
        caption="Points history"
        columns={['Activity', 'Date']}
        rows={history.map((entry) => ({
          key: entry.id,
          cells: [entry.title, <ClubDate key="date" iso={entry.dateCreated} />],
          points: signedPoints(entry.points),
          pointsClass: entry.points < 0 ? styles.spent : styles.earned,
        }))}
      />
    </div>
  );
}
