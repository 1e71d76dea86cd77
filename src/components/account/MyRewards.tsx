import { useState } from 'react';
import { REWARDS_CURRENCY_LABEL } from '../../config/site';
import { formatCount } from '../../lib/money';
import { REWARD_OFFERS, useRewards, type RedeemedReward, type RewardOffer, useRewardsLoaded } from '../../stores/rewards';
import { Modal } from '../ui/Modal';
import { RewardsBalance } from './RewardsBalance';
import * as styles from './rewards.module.css';

/**
 * Rewards to spend the (mock) balance on. Redeeming asks first (BB bucks spent are gone), then hands
 * out the reward's discount code, which works in the cart and at checkout.
 */
export function MyRewards() {
  useRewardsLoaded();
  const balance = useRewards((s) => s.balance);
  const redeem = useRewards((s) => s.redeem);
  const resetPreview = useRewards((s) => s.resetPreview);
  const [last, setLast] = useState<RedeemedReward | null>(null);
  const [asking, setAsking] = useState<RewardOffer | null>(null);

  const confirm = () => {
    if (!asking) return;
    setLast(redeem(asking.id));
    setAsking(null);
  };

  return (
    <div className={styles.stack}>
      <RewardsBalance />
      <div role="status">
        {last ? (
          <p className={styles.redeemed}>
            Redeemed “{last.title}”. Your code is <strong>{last.code}</strong>: enter it in the discount box of your cart
            or at checkout. It works once.
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
                onClick={() => setAsking(offer)}
              >
                Redeem
              </button>
              {short > 0 ? <p className={styles.short}>{formatCount(short)} more to go</p> : null}
            </li>
          );
        })}
      </ul>
      <Modal open={asking !== null} onClose={() => setAsking(null)} title="Redeem this reward?">
        {asking ? (
          <div className={styles.confirm}>
            <p>
              Spend <strong>{formatCount(asking.cost)} {REWARDS_CURRENCY_LABEL}</strong> on “{asking.title}”? Your balance
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
