import { REWARDS_STARTING_BALANCE } from '../../src/config/site';
import { pastRewards, pointsHistory, REWARD_OFFERS, SAMPLE_POINTS_HISTORY, SAMPLE_REFERRALS, useRewards } from '../../src/stores/rewards';
import { discountFor } from '../../storefront-local/carts/discounts';

const state = () => useRewards.getState();

// Every case starts from the store's initial state (zustand's testing guide).
beforeEach(() => useRewards.setState(useRewards.getInitialState(), true));

describe('rewards preview store', () => {
  it('starts at the starting balance of mock BB bucks, which the sample history adds up to', () => {
    state().init();
    expect(state().balance).toBe(1500);
    expect(SAMPLE_POINTS_HISTORY.reduce((sum, e) => sum + e.points, 0)).toBe(REWARDS_STARTING_BALANCE);
  });

  it('changes the balance by a delta and keeps it on this device', () => {
    expect(state().adjust(250, 'Bonus')).toBe(true);
    expect(state().balance).toBe(1750);
    useRewards.setState({ balance: 0 });
    state().init();
    expect(state().balance).toBe(1750);
    expect(state().entries[0]).toMatchObject({ title: 'Bonus', points: 250 });
  });

  it('refuses a delta that would take the balance below zero, or one that is not a whole number', () => {
    expect(state().adjust(-1501)).toBe(false);
    expect(state().adjust(1.5)).toBe(false);
    expect(state().adjust(Number.NaN)).toBe(false);
    expect(state().balance).toBe(1500);
  });

  it('records a redemption as a negative entry and a past reward carrying the shop’s discount code', () => {
    const reward = state().redeem('club-twenty');
    expect(reward?.title).toBe('20% off your next order');
    expect(state().balance).toBe(500);
    expect(pointsHistory(state())[0]).toMatchObject({ title: 'Redeemed: 20% off your next order', points: -1000 });
    expect(pastRewards(state())[0]?.code).toBe('BBCLUB20');
    expect(state().redeem('club-twenty')).toBeNull();
    expect(state().redeem('no-such-reward')).toBeNull();
    expect(state().balance).toBe(500);
  });

  it('offers only rewards whose code the local storefront knows', () => {
    for (const offer of REWARD_OFFERS) expect(discountFor(offer.code)?.code).toBe(offer.code);
  });

  it('reads the stored balance once when a club page asks for it', () => {
    localStorage.setItem('bb_rewards_balance', '900');
    state().load();
    expect(state().balance).toBe(900);
    localStorage.setItem('bb_rewards_balance', '100');
    state().load();
    expect(state().balance).toBe(900);
  });

  it('falls back to the starting balance when storage is corrupted', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('bb_rewards_balance', '"lots"');
    localStorage.setItem('bb_rewards_activity', '{broken');
    useRewards.setState({ balance: 3 });
    state().init();
    expect(state()).toMatchObject({ balance: 1500, entries: [], redeemed: [] });
  });

  it('shows referral e-mails masked', () => {
    expect(SAMPLE_REFERRALS.every((r) => /^.\*\*\*@/.test(r.email))).toBe(true);
  });

  it('resets the preview to the start', () => {
    state().redeem('club-ten');
    state().resetPreview();
    expect(state()).toMatchObject({ balance: 1500, entries: [], redeemed: [] });
    expect(localStorage.getItem('bb_rewards_balance')).toBeNull();
  });
});
