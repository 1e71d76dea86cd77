/**
 * The Beach Club's one table of rules (storefront-local/shop/beachClub.ts): what an order earns, and
 * the tables and metafield value the club's pages are built from.
 */
import fc from 'fast-check';
import { DISCOUNT_CODES } from '../../../storefront-local/carts/discounts';
import { convertFromUsd } from '../../../storefront-local/pricing/currency';
import { RATES_PER_USD } from '../../../storefront-local/pricing/rates';
import { BEACH_CLUB_RULES, bucksEarned, earningTable, rewardsTable, rulesMetafieldValue } from '../../../storefront-local/shop/beachClub';
import { REWARDS_STARTING_BALANCE } from '../../../src/config/site';

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

  it('a price converted from whole dollars earns at least those dollars’ bucks', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', 'JPY', 'EUR', 'AUD'), fc.integer({ min: 1, max: 5000 }), (code, dollars) => {
        expect(bucksEarned(convertFromUsd(dollars * 100, code).minor, code)).toBeGreaterThanOrEqual(dollars * 10);
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
