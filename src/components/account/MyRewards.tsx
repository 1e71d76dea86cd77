import { useState } from 'react';
import { REWARDS_CURRENCY_LABEL } from '../../config/rewards';
import { rewardTitle, type ClubReward } from '../../lib/beachClub';
import { formatCount } from '../../lib/money';
import { clubBalance, useRewards, type RedeemedReward, useRewardsLoaded } from '../../stores/rewards';
import { Modal } from '../ui/Modal';
import { formatDate } from './OrderStatusBadge';
import { RewardsBalance } from './RewardsBalance';
import * as styles from './rewards.module.css';

/**
 * The shop's rewards to spend BB bucks on. Redeeming asks first (BB bucks spent are gone), then hands
 * out the reward's discount code, which works once, for this member, in the cart and at checkout.
 */
export function MyRewards() {
  useRewardsLoaded();
  const balance = useRewards(clubBalance);
  const rules = useRewards((s) => s.rules);
  const status = useRewards((s) => s.status);
  const redeem = useRewards((s) => s.redeem);
  const redeemed = useRewards((s) => s.redeemed);
  const [last, setLast] = useState<RedeemedReward | null>(null);
  const [asking, setAsking] = useState<ClubReward | null>(null);

  const confirm = () => {
    if (!asking) return;
    setLast(redeem(asking.code));
    setAsking(null);
  };

  return (
    <div className={styles.stack}>
      <RewardsBalance />
      <div role="status">
        {last ? (
          <p className={styles.redeemed}>
            Redeemed “{last.title}”. Your code is <strong>{last.code}</strong>: enter it in the discount box of your cart
            or at checkout while you are signed in. It works once.
          </p>
        ) : null}
      </div>
      {rules ? (
        <ul className={styles.offers} aria-label="Rewards you can redeem">
          {rules.rewards.map((reward) => {
            const title = rewardTitle(reward);
            const short = reward.cost - balance;
            // Each code works once per member: a second redemption would spend BB bucks on nothing.
            const earlier = redeemed.find((r) => r.code === reward.code);
            // Until the member's orders are read, the balance may be short of what they really have.
            const ready = status === 'ready';
            return (
              <li key={reward.code} className={styles.offer}>
                <h2 className={styles.offerTitle}>{title}</h2>
                <p className={styles.offerText}>
                  Code {reward.code}: {reward.percentOff}% off one order, sale items included. One use, for you when you are
                  signed in.
                </p>
                <p className={styles.cost}>
                  {formatCount(reward.cost)} {REWARDS_CURRENCY_LABEL}
                </p>
                {earlier ? (
                  <p className={styles.short}>
                    Redeemed on {formatDate(earlier.dateCreated)}: your code is <strong>{earlier.code}</strong>. It works once.
                  </p>
                ) : null}
                <button
                  type="button"
                  className="button"
                  disabled={!ready || short > 0 || earlier !== undefined}
                  aria-label={`Redeem ${title} for ${reward.cost} ${REWARDS_CURRENCY_LABEL}`}
                  onClick={() => setAsking(reward)}
                >
                  Redeem
                </button>
                {ready && short > 0 && !earlier ? <p className={styles.short}>{formatCount(short)} more to go</p> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.lead}>{status === 'error' ? 'The rewards could not be loaded just now. Reload the page to try again.' : 'Loading the rewards…'}</p>
      )}
      <Modal open={asking !== null} onClose={() => setAsking(null)} title="Redeem this reward?">
        {asking ? (
          <div className={styles.confirm}>
            <p>
              Spend <strong>{formatCount(asking.cost)} {REWARDS_CURRENCY_LABEL}</strong> on “{rewardTitle(asking)}”? Your balance
              will be {formatCount(balance - asking.cost)}. BB bucks spent can’t be given back.
            </p>
            <p className={styles.confirmActions}>
              <button type="button" className="button" onClick={confirm}>
                Yes, redeem
              </button>
              <button type="button" className="button button--secondary" onClick={() => setAsking(null)}>
                Keep my BB bucks
              </button>
            </p>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
