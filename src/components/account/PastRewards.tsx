import { Link } from 'gatsby';
import { ROUTES } from '../../config/site';
import { useRewards, pastRewards, useRewardsLoaded } from '../../stores/rewards';
import { ClubDate, PointsTable } from './PointsTable';
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
      <PointsTable
        caption="Past rewards"
        columns={['Reward', 'Code', 'Redeemed']}
        rows={rewards.map((reward) => ({
          key: reward.id,
          cells: [reward.title, <code key="code">{reward.code}</code>, <ClubDate key="date" iso={reward.dateCreated} />],
          points: signedPoints(-reward.cost),
        }))}
      />
    </div>
  );
}
