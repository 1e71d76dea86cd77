import { formatCount } from '../../lib/money';
import { earningLines, rewardTitle } from '../../lib/beachClub';
import { useRewards } from '../../stores/rewards';
import * as styles from './rewards.module.css';

/**
 * How the club works, from the shop's rules: the same table the public club page states, so the two
 * never disagree.
 */
export function ClubRules() {
  const rules = useRewards((s) => s.rules);
  const status = useRewards((s) => s.status);
  return (
    <section aria-labelledby="club-rules-title">
      <h2 id="club-rules-title" className={styles.sectionTitle}>
        How the club works
      </h2>
      {rules ? (
        <>
          <div className={styles.tableWrap}>
            <table aria-label="Ways to earn">
              <thead>
                <tr>
                  <th scope="col">What you do</th>
                  <th scope="col">You earn</th>
                </tr>
              </thead>
              <tbody>
                {earningLines(rules).map((line) => (
                  <tr key={line.action}>
                    <td>{line.action}</td>
                    <td>{line.earns}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.tableWrap}>
            <table aria-label="Rewards">
              <thead>
                <tr>
                  <th scope="col">Spend</th>
                  <th scope="col">For</th>
                  <th scope="col">Code</th>
                </tr>
              </thead>
              <tbody>
                {rules.rewards.map((reward) => (
                  <tr key={reward.code}>
                    <td>{formatCount(reward.cost)} BB bucks</td>
                    <td>{rewardTitle(reward).replace('your next order', 'one order')}</td>
                    <td>
                      <strong>{reward.code}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.lead}>
            Each code works once, for you when you are signed in. Your friends get {rules.friendCode} for their first order.
          </p>
        </>
      ) : (
        <p className={styles.lead}>{status === 'error' ? 'The club’s rules could not be loaded just now.' : 'Loading the club’s rules…'}</p>
      )}
    </section>
  );
}
