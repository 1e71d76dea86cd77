/**
 * The Beach Club as a member sees it (src/lib/beachClub.ts): the shop's rules and metafields read
 * safely, the balance as the welcome bonus plus deltas, and a history no older than the account.
 */
import fc from 'fast-check';
import {
  clubHistory,
  earningLines,
  parseClubRules,
  parseOrderBucks,
  parseReferrals,
  totalEarned,
  type ClubMember,
  type PointsEntry,
} from '../../src/lib/beachClub';
import { earningTable, rulesMetafieldValue } from '../../storefront-local/shops/blue-bay/beachClub';

const member = (over: Partial<ClubMember> = {}): ClubMember => ({
  joinedAt: '2026-10-01T10:00:00Z',
  orders: [],
  referrals: [],
  ...over,
});

describe('reading what the shop sends', () => {
  it('reads the rules metafield the local storefront serves, and states the same rows as the public page', () => {
    const rules = parseClubRules(rulesMetafieldValue())!;
    expect(rules.rewards.map((r) => [r.code, r.cost, r.percentOff])).toEqual([
      ['BBCLUB10', 500, 10],
      ['BBCLUB20', 1000, 20],
    ]);
    const page = earningTable();
    for (const line of earningLines(rules)) expect(page).toContain(`| ${line.action} | ${line.earns} |`);
    expect(page.split('\n').length - 2).toBe(earningLines(rules).length);
  });

  it('answers null or nothing for a value that is not the club’s, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null), fc.constant(undefined)), (value) => {
        expect(() => parseClubRules(value)).not.toThrow();
        expect(() => parseReferrals(value)).not.toThrow();
        expect(() => parseOrderBucks(value)).not.toThrow();
      }),
    );
    expect(parseClubRules('{"rewards": "lots"}')).toBeNull();
    expect(parseClubRules(JSON.stringify({ ...JSON.parse(rulesMetafieldValue()), rewards: [{ code: 'X Y', cost: 5, percentOff: 10 }] }))).toBeNull();
    expect(parseOrderBucks('2180')).toBe(2180);
    for (const bad of ['-5', '1.5', 'abc', '', null, '1e9']) expect(parseOrderBucks(bad)).toBeNull();
  });

  it('keeps referral e-mails masked even when the shop sends a whole address', () => {
    const referrals = parseReferrals(JSON.stringify([{ title: 'Joined the club', email: 'sunny.rivera@example.com', dateCreated: '2026-10-05T00:00:00Z', points: 0 }]));
    expect(referrals[0]?.email).toBe('s***@example.com');
  });
});

describe('balance and history', () => {
  const order = (name: string, processedAt: string, bucks: number | null) => ({ name, processedAt, bucks });

  it('a new member has the welcome entry alone, dated the day the account opened', () => {
    expect(clubHistory(member(), [], 1500)).toEqual([{ id: 'welcome', title: 'Welcome to the Blue Bay Beach Club', dateCreated: '2026-10-01T10:00:00Z', points: 1500 }]);
    expect(totalEarned(member())).toBe(0);
  });

  it('each order earns what its metafield says; an order the shop said nothing about earns nothing', () => {
    const m = member({ orders: [order('#1002', '2026-11-20T09:00:00Z', 2180), order('#1001', '2026-10-03T09:00:00Z', null)] });
    expect(totalEarned(m)).toBe(2180);
    expect(clubHistory(m, [], 1500).map((e) => [e.title, e.points])).toEqual([
      ['Order #1002', 2180],
      ['Welcome to the Blue Bay Beach Club', 1500],
    ]);
  });

  it('never shows an entry older than the account, and sums to the welcome bonus plus every shown delta', () => {
    const day = 86_400_000;
    const joined = Date.parse('2026-10-01T10:00:00Z');
    const entry = fc.record({ offsetDays: fc.integer({ min: -400, max: 400 }), points: fc.integer({ min: 1, max: 5000 }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), fc.array(entry, { maxLength: 8 }), (orders, local) => {
        const m = member({ orders: orders.map((o, i) => order(`#${1000 + i}`, new Date(joined + o.offsetDays * day).toISOString(), o.points)) });
        const localEntries: PointsEntry[] = local.map((l, i) => ({ id: `l${i}`, title: 'Redeemed', dateCreated: new Date(joined + l.offsetDays * day).toISOString(), points: -l.points }));
        const history = clubHistory(m, localEntries, 1500);
        expect(history.every((e) => Date.parse(e.dateCreated) >= joined)).toBe(true);
        expect(history.at(-1)?.id).toBe('welcome');
        for (let i = 1; i < history.length; i += 1) expect(Date.parse(history[i - 1]!.dateCreated)).toBeGreaterThanOrEqual(Date.parse(history[i]!.dateCreated));
      }),
    );
  });
});
