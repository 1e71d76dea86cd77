import { REWARDS_CURRENCY_LABEL } from '../../config/rewards';
import { formatCount } from '../../lib/money';
import { clubBalance, useRewards, useRewardsLoaded } from '../../stores/rewards';
import * as styles from './rewards.module.css';

/** Signed points: +250, −500 (a real minus sign, read as "minus"). */
export const signedPoints = (points: number): string => (points < 0 ? `−${formatCount(-points)}` : `+${formatCount(points)}`);

/** The member's BB bucks: the welcome bonus, what their orders and referrals earned, less what they redeemed. */
export function RewardsBalance() {
  useRewardsLoaded();
  const balance = useRewards(clubBalance);
  // Until the member's orders are read, the balance would miss what they earned: it is not shown yet.
  const known = useRewards((s) => s.member !== null || s.status === 'error');
  return (
    <section className={styles.balance} aria-labelledby="rewards-balance" aria-busy={!known}>
      <h2 id="rewards-balance" className={styles.balanceLabel}>
        Your balance
      </h2>
      <p className={styles.balanceValue}>
        {known ? (
          <>
            <strong>{formatCount(balance)}</strong> {REWARDS_CURRENCY_LABEL}
          </>
        ) : (
          <span>Loading your BB bucks…</span>
        )}
      </p>
      <ClubStatusNote />
    </section>
  );
}

/** What a member should know about the balance, or why it may be out of date. */
export function ClubStatusNote() {
  const status = useRewards((s) => s.status);
  return (
    <p className={styles.notice} role={status === 'error' ? 'alert' : undefined}>
      {status === 'error'
        ? 'We couldn’t load your latest Beach Club activity just now, so your orders’ BB bucks may be missing. Reload the page to try again.'
        : 'BB bucks are not money: you earn them on your orders and referrals, and spend them on discount codes under My rewards.'}
    </p>
  );
}
