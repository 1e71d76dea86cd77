import { useState } from 'react';
import { REWARDS_CURRENCY_LABEL } from '../../config/site';
import { formatCount } from '../../lib/money';
import { REWARD_OFFERS, useRewards, type RedeemedReward, useRewardsLoaded } from '../../stores/rewards';
import { RewardsBalance } from './RewardsBalance';
import * as styles from './rewards.module.css';

/** Rewards to spend the (mock) balance on; redeeming takes its cost off the balance. */
export function MyRewards() {
  useRewardsLoaded();
  const balance = useRewards((s) => s.balance);
  const redeem = useRewards((s) => s.redeem);
  const resetPreview = useRewards((s) => s.resetPreview);
  const [last, setLast] = useState<RedeemedReward | null>(null);
  return (
    <div className={styles.stack}>
      <RewardsBalance />
      <div role="status">
        {last ? (
          <p className={styles.redeemed}>
            Redeemed “{last.title}”. Your preview code is <strong>{last.code}</strong>: it shows how codes will look and
            doesn’t work at checkout yet.
          </p>
        ) : null}
      </div>
      <ul className={styles.offers} aria-label="Rewards you can redeem">
        {REWARD_OFFERS.map((offer) => {
          const short = offer.cost - balance;
          return (
            <li key={offer.id} className={styles.offer}>
              <h2 className={styles.offerTitle}>{offer.title}</h2>
              <p className={styles.offerText}>{offer.description}</p>
              <p className={styles.cost}>
                {formatCount(offer.cost)} {REWARDS_CURRENCY_LABEL}
              </p>
              <button
                type="button"
                className="button"
                disabled={short > 0}
                aria-label={`Redeem ${offer.title} for ${offer.cost} ${REWARDS_CURRENCY_LABEL}`}
                onClick={() => setLast(redeem(offer.id))}
              >
                Redeem
              </button>
              {short > 0 ? <p className={styles.short}>{formatCount(short)} more to go</p> : null}
            </li>
          );
        })}
      </ul>
      <p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            resetPreview();
            setLast(null);
          }}
        >
          Reset the preview
        </button>
      </p>
    </div>
  );
}
