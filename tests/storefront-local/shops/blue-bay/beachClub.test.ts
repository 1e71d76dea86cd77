/**
 * The Beach Club's one table of rules (storefront-local/shops/blue-bay/beachClub.ts): what an order earns, and
 * the tables and metafield value the club's pages are built from.
 */
import fc from 'fast-check';
import { DISCOUNT_CODES } from '../../../../storefront-local/shops/blue-bay/discountCodes';
import { convertFromUsd } from '../../../../storefront-local/pricing/currency';
import { RATES_PER_USD } from '../../../../storefront-local/pricing/rates';
import { BEACH_CLUB_RULES, bucksEarned, earningTable, rewardsTable, rulesMetafieldValue } from '../../../../storefront-local/shops/blue-bay/beachClub';
import { REWARDS_STARTING_BALANCE } from '../../../../src/config/rewards';
import { DEMO_CUSTOMER } from '../../../../storefront-local/shops/blue-bay/settings';
import { referralsOf } from '../../../../storefront-local/shops/blue-bay/beachClubMetafields';

describe('what an order earns', () => {
  it('10 BB bucks per whole US dollar of items, and the same for the equivalent in yen', () => {
    expect(bucksEarned(12_345, 'USD')).toBe(1230);
    expect(bucksEarned(99, 'USD')).toBe(0);
    expect(bucksEarned(0, 'USD')).toBe(0);
    // ¥31,522 at the shop's rate is US$218.90…: 218 whole dollars.
    const usd = Math.floor(31_522 / RATES_PER_USD.JPY!);
    expect(bucksEarned(31_522, 'JPY')).toBe(usd * 10);
    expect(bucksEarned(31_522, 'JPY')).toBeGreaterThan(2000);
  });

  it('never negative, always a whole multiple of the rate, and more spent never earns less', () => {
    const currencies = ['USD', 'JPY', 'EUR', 'GBP', 'KWD'];
    fc.assert(
      fc.property(fc.constantFrom(...currencies), fc.integer({ min: -1000, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (code, a, more) => {
        const earned = bucksEarned(a, code);
        expect(earned).toBeGreaterThanOrEqual(0);
        expect(earned % BEACH_CLUB_RULES.bucksPerUsd).toBe(0);
        expect(bucksEarned(a + more, code)).toBeGreaterThanOrEqual(earned);
      }),
    );
  });

  it('a price of whole dollars earns their bucks, and the same price in another currency within a dollar of them', () => {
    fc.assert(
      fc.property(fc.constantFrom('JPY', 'EUR', 'AUD', 'GBP'), fc.integer({ min: 1, max: 5000 }), (code, dollars) => {
        expect(bucksEarned(dollars * 100, 'USD')).toBe(dollars * 10);
        // Shop prices end in .95 or round up to three figures: never a whole dollar off the rate.
        const earned = bucksEarned(convertFromUsd(dollars * 100, code).minor, code);
        expect(earned).toBeGreaterThanOrEqual((dollars - 1) * 10);
      }),
    );
  });
});

describe('one table for every page', () => {
  it('welcomes with the balance the site starts members at', () => {
    expect(BEACH_CLUB_RULES.earning.find((rule) => rule.id === 'welcome')?.bucks).toBe(REWARDS_STARTING_BALANCE);
  });

  it('every reward and the friend code are discount codes the cart knows, once per customer', () => {
    for (const code of [...BEACH_CLUB_RULES.rewards.map((r) => r.code), BEACH_CLUB_RULES.friendCode]) {
      expect(DISCOUNT_CODES[code]?.oncePerCustomer).toBe(true);
    }
    for (const reward of BEACH_CLUB_RULES.rewards) expect(DISCOUNT_CODES[reward.code]?.membersOnly).toBe(true);
  });

  it('the metafield value carries the same numbers as the page tables', () => {
    const value = JSON.parse(rulesMetafieldValue()) as { bucksPerUsd: number; earning: Array<{ id: string; bucks: number }>; rewards: Array<{ code: string; cost: number; percentOff: number }> };
    expect(value.rewards).toEqual([
      { code: 'BBCLUB10', cost: 500, percentOff: 10 },
      { code: 'BBCLUB20', cost: 1000, percentOff: 20 },
    ]);
    const earning = earningTable();
    for (const rule of value.earning) expect(earning).toContain(`${rule.bucks.toLocaleString('en-US')} BB bucks |`);
    expect(earning).toContain('10 BB bucks per US$1');
    expect(rewardsTable()).toContain('| 500 BB bucks | 10% off one order | **BBCLUB10** |');
    expect(rewardsTable()).toContain('| 1,000 BB bucks | 20% off one order | **BBCLUB20** |');
  });
});

describe('sample referrals', () => {
  const customer = (email: string, createdAt: string) =>
    ({ id: 1, email, createdAt, updatedAt: createdAt }) as unknown as Parameters<typeof referralsOf>[0];

  it('only the demo customer has them, dated after the account opened and never in the future, e-mails masked', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(referralsOf(customer('someone@example.com', '2026-01-01T00:00:00Z'), now)).toEqual([]);
    const opened = '2026-11-10T00:00:00Z';
    const referrals = referralsOf(customer(DEMO_CUSTOMER.email, opened), now);
    expect(referrals.length).toBeGreaterThan(0);
    for (const r of referrals) {
      expect(Date.parse(r.dateCreated)).toBeGreaterThan(Date.parse(opened));
      expect(Date.parse(r.dateCreated)).toBeLessThanOrEqual(now.getTime());
      expect(r.email).toMatch(/^.\*\*\*@/);
    }
    // A day after opening, none has happened yet.
    expect(referralsOf(customer(DEMO_CUSTOMER.email, opened), new Date('2026-11-11T00:00:00Z'))).toEqual([]);
  });
});
