/**
 * The Beach Club store: the balance is the welcome bonus plus deltas (what the shop says orders and
 * referrals earned, what was redeemed here), rewards come from the shop's rules, this device's
 * activity belongs to one customer, and bad storage or a failed request loses nothing.
 */
import { REWARDS_STARTING_BALANCE } from '../../src/config/rewards';
import { clubBalance, pastRewards, pointsHistory, useRewards } from '../../src/stores/rewards';
import { resetAccount, signedIn } from '../components/account/helpers';
import { clubApi, type FakeClubMember } from '../msw/fixtures/beachClub';
import { fakeCustomer, networkFailure } from '../msw/fixtures/customer';
import { server } from '../msw/node';

const state = () => useRewards.getState();
const MEMBER: FakeClubMember = {
  createdAt: '2026-09-01T08:00:00Z',
  referrals: null,
  orders: [{ name: '#1003', processedAt: '2026-11-02T08:00:00Z', bbBucks: '2180' }],
};

beforeEach(() => {
  resetAccount();
  useRewards.setState(useRewards.getInitialState(), true);
});

async function member(club: FakeClubMember | null = MEMBER, customer = fakeCustomer()) {
  await signedIn(customer);
  server.use(...clubApi(club).handlers);
  await state().fetchClub();
}

describe('Beach Club store', () => {
  it('a signed-in member’s balance is the welcome bonus plus what their orders earned', async () => {
    await member();
    expect(state().status).toBe('ready');
    expect(clubBalance(state())).toBe(REWARDS_STARTING_BALANCE + 2180);
    expect(pointsHistory(state()).map((e) => [e.title, e.points])).toEqual([
      ['Order #1003', 2180],
      ['Welcome to the Blue Bay Beach Club', 1500],
    ]);
  });

  it('redeems a reward of the shop’s rules: spends its cost, hands out its code, records a negative entry', async () => {
    await member();
    const reward = state().redeem('BBCLUB20');
    expect(reward).toMatchObject({ title: '20% off your next order', code: 'BBCLUB20', cost: 1000 });
    expect(clubBalance(state())).toBe(1500 + 2180 - 1000);
    expect(pointsHistory(state())[0]).toMatchObject({ title: 'Redeemed: 20% off your next order', points: -1000 });
    expect(pastRewards(state())[0]?.code).toBe('BBCLUB20');
    expect(state().redeem('NOTACODE')).toBeNull();
    // Spending the earned BB bucks takes the local part below the welcome bonus, never the total below zero.
    expect(state().redeem('BBCLUB20')).not.toBeNull();
    expect(state().redeem('BBCLUB20')).not.toBeNull();
    expect(clubBalance(state())).toBe(680);
    expect(state().redeem('BBCLUB20')).toBeNull();
    expect(state().adjust(-681)).toBe(false);
    expect(state().adjust(1.5)).toBe(false);
    expect(clubBalance(state())).toBe(680);
  });

  it('keeps this device’s activity for its customer: another customer signing in here starts at the welcome balance', async () => {
    await member();
    state().redeem('BBCLUB10');
    useRewards.setState(useRewards.getInitialState(), true);
    state().init();
    expect(state().localBalance).toBe(1000);
    resetAccount();
    await member({ ...MEMBER, orders: [] }, fakeCustomer({ id: 'gid://shopify/Customer/7400000099', email: 'other@example.com' }));
    expect(clubBalance(state())).toBe(1500);
    expect(state().redeemed).toEqual([]);
  });

  it('offers nothing to redeem until the rules are read, and a failed request keeps what was shown', async () => {
    expect(state().redeem('BBCLUB10')).toBeNull();
    await member();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(networkFailure('BeachClubMember'));
    await state().fetchClub();
    expect(state().status).toBe('error');
    expect(clubBalance(state())).toBe(1500 + 2180);
  });

  it('falls back to the welcome balance when storage is corrupted', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('bb_rewards_balance', '"lots"');
    localStorage.setItem('bb_rewards_activity', '{broken');
    state().init();
    expect(state()).toMatchObject({ localBalance: 1500, entries: [], redeemed: [] });
  });
});
