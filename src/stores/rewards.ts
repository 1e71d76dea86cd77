/**
 * The Beach Club: a member's BB bucks, history, referrals and rewards.
 * - The balance starts at REWARDS_STARTING_BALANCE and changes only by deltas: what the member's orders
 *   and referrals earned (the shop's metafields, src/lib/beachClub.ts) and what was redeemed or
 *   adjusted on this device (kept under STORAGE_KEYS.rewardsBalance, with the activity beside it).
 *   It never goes below zero.
 * - The rules (what earns what, what each reward costs and its code) are the shop's `beach_club.rules`
 *   metafield: the same table the public club page states. Nothing is offered until they are read.
 * - Each reward is a discount code of the shop, one use per member and for signed-in members only, so
 *   the code handed out works once in the cart and at checkout.
 * - This device's activity belongs to the customer who made it: another customer signing in here
 *   starts from the welcome balance. Corrupted storage falls back to that too.
 * - A failed request leaves what is shown as it was, and says so (status 'error').
 */
import { useEffect } from 'react';
import * as v from 'valibot';
import { create } from 'zustand';
import { REWARDS_ACTIVITY_STORAGE_KEY, REWARDS_STARTING_BALANCE } from '../config/rewards';
import { STORAGE_KEYS } from '../config/site';
import { clubHistory, rewardTitle, totalEarned, type ClubMember, type ClubReward, type ClubRules, type PointsEntry } from '../lib/beachClub';
import { readJSON, writeJSON } from '../browser/storage';
import { lazyModule } from '../browser/lazy';
import { useCustomer } from './customer';
import { onStartup } from './startup';
import { loadClubMember } from './customerPageActions';

export type { PointsEntry } from '../lib/beachClub';

export interface RedeemedReward {
  id: string;
  title: string;
  code: string;
  dateCreated: string;
  cost: number;
}

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
const activitySchema = v.object({ owner: v.optional(v.string()), entries: v.array(entrySchema), redeemed: v.array(rewardSchema) });
/** Welcome balance plus this device's deltas: below zero when earned BB bucks were spent. */
const balanceSchema = v.pipe(v.number(), v.integer());

export type ClubStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RewardsState {
  /** REWARDS_STARTING_BALANCE plus the deltas made on this device. */
  localBalance: number;
  /** Entries made on this device (redemptions, adjustments), newest first. */
  entries: PointsEntry[];
  redeemed: RedeemedReward[];
  /** The customer this device's activity belongs to (a customer id), once known. */
  owner: string | null;
  rules: ClubRules | null;
  member: ClubMember | null;
  status: ClubStatus;
  /** The stored activity has been read (load() reads it only once). */
  loaded: boolean;
  /** Reads the stored activity (again). */
  init: () => void;
  /** Reads it once. */
  load: () => void;
  /** Reads the shop's rules and the signed-in member's side (each club page asks on mount). */
  fetchClub: () => Promise<void>;
  /** Changes the balance by a whole delta; false (and nothing changes) if it would go below zero. */
  adjust: (delta: number, title?: string) => boolean;
  /** Spends the reward's cost and hands out its code; null when the balance is too low or the code is no reward. */
  redeem: (code: string) => RedeemedReward | null;
}

const now = (): string => new Date().toISOString();

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const loadOperations = lazyModule(() => import('../storefront/operations/beachClub'));

const fresh = { localBalance: REWARDS_STARTING_BALANCE, entries: [], redeemed: [] } satisfies Partial<RewardsState>;

export const useRewards = create<RewardsState>()((set, get) => {
  const save = () => {
    const { localBalance, entries, redeemed, owner } = get();
    writeJSON(STORAGE_KEYS.rewardsBalance, localBalance);
    writeJSON(REWARDS_ACTIVITY_STORAGE_KEY, { ...(owner ? { owner } : {}), entries, redeemed });
  };

  /** The stored activity is someone else's: this customer starts from the welcome balance. */
  const claim = (customerId: string) => {
    const { owner } = get();
    if (owner === customerId) return;
    set(owner ? { ...fresh, owner: customerId } : { owner: customerId });
  };

  return {
    ...fresh,
    owner: null,
    rules: null,
    member: null,
    status: 'idle',
    loaded: false,
    init: () => {
      const warn = (error: unknown) => console.warn('Ignoring unreadable Beach Club data', error);
      const localBalance = readJSON(STORAGE_KEYS.rewardsBalance, balanceSchema, REWARDS_STARTING_BALANCE, undefined, warn);
      const activity = readJSON(REWARDS_ACTIVITY_STORAGE_KEY, activitySchema, { entries: [], redeemed: [] }, undefined, warn);
      set({ localBalance, entries: activity.entries, redeemed: activity.redeemed, owner: activity.owner ?? null, loaded: true });
    },
    load: () => {
      if (!get().loaded) get().init();
    },
    fetchClub: async () => {
      get().load();
      set({ status: 'loading' });
      try {
        const operations = await loadOperations();
        const customer = useCustomer.getState();
        const [rules, member] = await Promise.all([
          operations.fetchClubRules(),
          customer.customer ? loadClubMember() : Promise.resolve(null),
        ]);
        if (customer.customer?.id) claim(customer.customer.id);
        if (member && !member.ok) {
          set({ rules: rules ?? get().rules, status: 'error' });
          return;
        }
        set({ rules: rules ?? get().rules, member: member?.data ?? get().member, status: rules ? 'ready' : 'error' });
      } catch (error) {
        console.error('Loading the Beach Club failed', error);
        set({ status: 'error' });
      }
    },
    adjust: (delta, title) => {
      if (!Number.isInteger(delta) || delta === 0) return false;
      if (clubBalance(get()) + delta < 0) return false;
      const entry: PointsEntry[] = title ? [{ id: newId(), title, dateCreated: now(), points: delta }] : [];
      set({ localBalance: get().localBalance + delta, entries: [...entry, ...get().entries] });
      save();
      return true;
    },
    redeem: (code) => {
      const reward = get().rules?.rewards.find((candidate) => candidate.code === code);
      if (!reward || !get().adjust(-reward.cost, `Redeemed: ${rewardTitle(reward)}`)) return null;
      const redeemed: RedeemedReward = { id: newId(), title: rewardTitle(reward), code: reward.code, dateCreated: now(), cost: reward.cost };
      set({ redeemed: [redeemed, ...get().redeemed] });
      save();
      return redeemed;
    },
  };
});

/** The member's balance: the welcome bonus, what the shop says they earned, and this device's deltas. */
export const clubBalance = (state: Pick<RewardsState, 'localBalance' | 'member'>): number =>
  state.localBalance + (state.member ? totalEarned(state.member) : 0);

/** The whole history, newest first; this device's entries alone until the member's side is read. */
export const pointsHistory = (state: Pick<RewardsState, 'entries' | 'member'>): PointsEntry[] =>
  state.member ? clubHistory(state.member, state.entries, REWARDS_STARTING_BALANCE) : state.entries;

export const pastRewards = (state: Pick<RewardsState, 'redeemed'>): RedeemedReward[] =>
  [...state.redeemed].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));

export type { ClubReward };

onStartup(() => useRewards.getState().load());

/** For the club's pages: the stored activity is read after hydration, and the club is fetched once per mount. */
export function useRewardsLoaded(): void {
  const customerId = useCustomer((s) => s.customer?.id ?? null);
  useEffect(() => {
    useRewards.getState().load();
    if (customerId) void useRewards.getState().fetchClub();
  }, [customerId]);
}
