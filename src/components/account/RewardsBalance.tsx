import { REWARDS_CURRENCY_LABEL } from '../../config/site';
import { formatCount } from '../../lib/money';
import { useRewards, useRewardsLoaded } from '../../stores/rewards';
import * as styles from './rewards.module.css';

/** Signed points: +250, −500 (a real minus sign, read as "minus"). */
export const signedPoints = (points: number): string => (points < 0 ? `−${formatCount(-points)}` : `+${formatCount(points)}`);

/** The BB bucks balance, labelled for what it is: a local preview in mock currency. */
export function RewardsBalance() {
  useRewardsLoaded();
  const balance = useRewards((s) => s.balance);
  return (
    <section className={styles.balance} aria-labelledby="rewards-balance">
      <p className={styles.previewTag}>Preview</p>
      <h2 id="rewards-balance" className={styles.balanceLabel}>
        Your balance
      </h2>
      <p className={styles.balanceValue}>
        <strong>{formatCount(balance)}</strong> {REWARDS_CURRENCY_LABEL}
      </p>
      <PreviewNotice />
    </section>
  );
}

/** The honest label every club page carries: the balance is mock and kept on this device only. */
export function PreviewNotice() {
  return (
    <p className={styles.notice}>
      The Beach Club is in preview: balances, history and referrals here are sample data kept on this device only. BB
      bucks are not money; the rewards you redeem are discount codes that work in your cart and at checkout.
    </p>
  );
}
