/**
 * Rewards club preview: a mock balance of BB bucks that starts at 1500, with its history and referrals.
 * - The balance is mock BB bucks: REWARDS_STARTING_BALANCE at first, changed only by a delta, kept on
 *   this device only (STORAGE_KEYS.rewardsBalance). It never goes below zero.
 * - Points history: redemptions are negative. Referrals carry masked e-mails.
 * - There is no rewards service behind the shop: the history, referrals and past rewards below are
 *   sample data, and the pages say so. Redemptions made here are recorded locally beside them.
 * - Each reward is a discount code the shop itself defines (the merchant creates it once, limited
 *   to one use per customer), so the code handed out works in the cart and at checkout. Rewards the
 *   shop has no code for are not offered.
 * - Corrupted storage falls back to the starting balance and no local activity.
 */
import { useEffect } from 'react';
import * as v from 'valibot';
import { create } from 'zustand';
import { REWARDS_ACTIVITY_STORAGE_KEY, REWARDS_STARTING_BALANCE, STORAGE_KEYS } from '../config/site';
import { maskEmail } from '../lib/maskEmail';
import { readJSON, removeItem, writeJSON } from '../lib/storage';
import { onStartup } from './hydrate';

export interface PointsEntry {
  id: string;
  title: string;
  dateCreated: string;
  /** Negative for a redemption. */
  points: number;
}

export interface Referral {
  title: string;
  /** Masked, e.g. s***@example.com. */
  email: string;
  dateCreated: string;
  points: number;
}

export interface RewardOffer {
  id: string;
  title: string;
  description: string;
  cost: number;
  /** The shop's discount code this reward gives (see docs/DEPLOYMENT.md, "Beach Club reward codes"). */
  code: string;
}

export interface RedeemedReward {
  id: string;
  title: string;
  code: string;
  dateCreated: string;
  cost: number;
}

/** Rewards a member can spend mock BB bucks on: each one a discount code the shop defines. */
export const REWARD_OFFERS: readonly RewardOffer[] = [
  {
    id: 'club-ten',
    title: '10% off your next order',
    description: 'Code for 10% off one order. Enter it in your cart or at checkout.',
    cost: 500,
    code: 'BBCLUB10',
  },
  {
    id: 'club-twenty',
    title: '20% off your next order',
    description: 'Code for 20% off one order. Enter it in your cart or at checkout.',
    cost: 1000,
    code: 'BBCLUB20',
  },
];

/** Sample points history: adds up, with its one redemption, to the starting balance. */
export const SAMPLE_POINTS_HISTORY: readonly PointsEntry[] = [
  { id: 'sample-8', title: 'Second order', dateCreated: '2025-08-02', points: 250 },
  { id: 'sample-7', title: 'Redeemed: $5 off your next order', dateCreated: '2025-07-19', points: -500 },
  { id: 'sample-6', title: 'Referral: friend placed a first order', dateCreated: '2025-07-04', points: 250 },
  { id: 'sample-5', title: 'Birthday treat', dateCreated: '2025-06-21', points: 250 },
  { id: 'sample-4', title: 'Followed Blue Bay Swim on Instagram', dateCreated: '2025-06-02', points: 100 },
  { id: 'sample-3', title: 'Wrote a product review', dateCreated: '2025-05-28', points: 100 },
  { id: 'sample-2', title: 'First order', dateCreated: '2025-05-16', points: 300 },
  { id: 'sample-1', title: 'Welcome to the Blue Bay Beach Club', dateCreated: '2025-05-15', points: 500 },
  { id: 'sample-0', title: 'Referral: friend joined the club', dateCreated: '2025-05-20', points: 250 },
];

export const SAMPLE_REFERRALS: readonly Referral[] = [
  { title: 'Joined and placed a first order', email: maskEmail('sunny.rivera@example.com'), dateCreated: '2025-07-04', points: 250 },
  { title: 'Joined the club', email: maskEmail('marisol@example.net'), dateCreated: '2025-05-20', points: 250 },
  { title: 'Invited, not joined yet', email: maskEmail('kai.nakamura@example.org'), dateCreated: '2025-08-10', points: 0 },
];

export const SAMPLE_PAST_REWARDS: readonly RedeemedReward[] = [
  { id: 'sample-reward-1', title: '$5 off your next order', code: 'BBCLUB-SUN5', dateCreated: '2025-07-19', cost: 500 },
];

const entrySchema = v.object({
  id: v.string(),
  title: v.string(),
  dateCreated: v.string(),
  points: v.pipe(v.number(), v.integer()),
});
const rewardSchema = v.object({
  id: v.string(),
  title: v.string(),
  code: v.string(),
  dateCreated: v.string(),
  cost: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const activitySchema = v.object({ entries: v.array(entrySchema), redeemed: v.array(rewardSchema) });
const balanceSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

export interface RewardsState {
  balance: number;
  /** Entries made on this device (redemptions, adjustments), newest first. */
  entries: PointsEntry[];
  redeemed: RedeemedReward[];
  /** The stored preview has been read (load() reads it only once). */
  loaded: boolean;
  /** Reads the stored preview (again). */
  init: () => void;
  /** Reads it once: the club pages load after start-up, so they ask for it themselves. */
  load: () => void;
  /** Changes the balance by a whole delta; false (and nothing changes) if it would go below zero. */
  adjust: (delta: number, title?: string) => boolean;
  /** Spends the offer's cost and hands out its code; null when the balance is too low or the offer is unknown. */
  redeem: (offerId: string) => RedeemedReward | null;
  /** Back to the starting balance and the sample data alone. */
  resetPreview: () => void;
}

const today = (): string => new Date().toISOString().slice(0, 10);

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const useRewards = create<RewardsState>()((set, get) => {
  const save = () => {
    const { balance, entries, redeemed } = get();
    writeJSON(STORAGE_KEYS.rewardsBalance, balance);
    writeJSON(REWARDS_ACTIVITY_STORAGE_KEY, { entries, redeemed });
  };

  return {
    balance: REWARDS_STARTING_BALANCE,
    entries: [],
    redeemed: [],
    loaded: false,
    init: () => {
      const warn = (error: unknown) => console.warn('Ignoring unreadable rewards preview data', error);
      const balance = readJSON(STORAGE_KEYS.rewardsBalance, balanceSchema, REWARDS_STARTING_BALANCE, undefined, warn);
      const activity = readJSON(REWARDS_ACTIVITY_STORAGE_KEY, activitySchema, { entries: [], redeemed: [] }, undefined, warn);
      set({ balance, entries: activity.entries, redeemed: activity.redeemed, loaded: true });
    },
    load: () => {
      if (!get().loaded) get().init();
    },
    adjust: (delta, title) => {
      if (!Number.isInteger(delta) || delta === 0) return false;
      const next = get().balance + delta;
      if (next < 0) return false;
      const entry: PointsEntry[] = title ? [{ id: newId(), title, dateCreated: today(), points: delta }] : [];
      set({ balance: next, entries: [...entry, ...get().entries] });
      save();
      return true;
    },
    redeem: (offerId) => {
      const offer = REWARD_OFFERS.find((candidate) => candidate.id === offerId);
      if (!offer || !get().adjust(-offer.cost, `Redeemed: ${offer.title}`)) return null;
      const reward: RedeemedReward = { id: newId(), title: offer.title, code: offer.code, dateCreated: today(), cost: offer.cost };
      set({ redeemed: [reward, ...get().redeemed] });
      save();
      return reward;
    },
    resetPreview: () => {
      set({ balance: REWARDS_STARTING_BALANCE, entries: [], redeemed: [] });
      removeItem(STORAGE_KEYS.rewardsBalance);
      removeItem(REWARDS_ACTIVITY_STORAGE_KEY);
    },
  };
});

/** Local entries first, then the sample history, newest first. */
export const pointsHistory = (state: Pick<RewardsState, 'entries'>): PointsEntry[] =>
  [...state.entries, ...SAMPLE_POINTS_HISTORY].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));

export const pastRewards = (state: Pick<RewardsState, 'redeemed'>): RedeemedReward[] =>
  [...state.redeemed, ...SAMPLE_PAST_REWARDS].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));

onStartup(() => useRewards.getState().load());

/** For components showing the preview: the stored balance is read after hydration, once. */
export function useRewardsLoaded(): void {
  useEffect(() => useRewards.getState().load(), []);
}
