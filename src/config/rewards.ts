/** The Beach Club rewards kept on this device. */

export const REWARDS_STARTING_BALANCE = 1500;

export const REWARDS_CURRENCY_LABEL = 'BB bucks';

/** Storage of the Beach Club redemptions made on this device (the balance itself is STORAGE_KEYS.rewardsBalance). */
export const REWARDS_ACTIVITY_STORAGE_KEY = 'bb_rewards_activity';
