/**
 * The Beach Club's rules, as the merchant sets them up (on a real store: in a rewards app, which keeps
 * them in a shop metafield for the storefront to read). One table: the public club page states it
 * (`{{ beach_club_* }}` placeholders, content/shopFacts.ts), the account pages read it from the shop
 * metafield `beach_club.rules`, and each order's `beach_club.bb_bucks` metafield is what it earned by it.
 * The rewards are discount codes of carts/discounts.ts, so their terms come from that table.
 */
import { discountFor } from '../../carts/discounts';
import { currencyDigits } from '../../pricing/currency';
import { RATES_PER_USD, SHOP_CURRENCY } from '../../pricing/rates';
import { DISCOUNT_CODES } from './discountCodes';

export interface EarningRule {
  id: 'welcome' | 'review' | 'referral';
  /** What the member does, in the pages' words. */
  action: string;
  bucks: number;
}

export interface RewardRule {
  /** A discount code of carts/discounts.ts that the reward hands out. */
  code: string;
  cost: number;
}

export interface BeachClubRules {
  /** BB bucks per whole US dollar (or its equivalent) spent on the items of an order, after discounts. */
  bucksPerUsd: number;
  earning: readonly EarningRule[];
  rewards: readonly RewardRule[];
  /** The code a member's friend gets for their first order. */
  friendCode: string;
}

export const BEACH_CLUB_RULES: BeachClubRules = {
  bucksPerUsd: 10,
  earning: [
    { id: 'welcome', action: 'Join the club (create an account)', bucks: 1500 },
    { id: 'review', action: 'Review a product you bought', bucks: 100 },
    { id: 'referral', action: 'Refer a friend who places their first order', bucks: 250 },
  ],
  rewards: [
    { code: 'BBCLUB10', cost: 500 },
    { code: 'BBCLUB20', cost: 1000 },
  ],
  friendCode: 'BBFRIEND20',
};

/** The metafields (namespace, key) the club's data is read from. */
export const BEACH_CLUB_METAFIELDS = {
  rules: { namespace: 'beach_club', key: 'rules' },
  orderBucks: { namespace: 'beach_club', key: 'bb_bucks' },
  referrals: { namespace: 'beach_club', key: 'referrals' },
} as const;

/** What an order earns: its items after discounts (not shipping, duties or taxes), in whole US dollars. */
export function bucksEarned(itemsMinor: number, currencyCode: string, rules: BeachClubRules = BEACH_CLUB_RULES): number {
  if (!Number.isFinite(itemsMinor) || itemsMinor <= 0) return 0;
  const rate = currencyCode === SHOP_CURRENCY ? 1 : RATES_PER_USD[currencyCode];
  if (!rate) return 0;
  const usd = itemsMinor / 10 ** currencyDigits(currencyCode) / rate;
  // A hair of tolerance: 100.00 USD worth of yen must not earn for 99.999… dollars.
  return Math.floor(usd + 1e-9) * rules.bucksPerUsd;
}

/** The rules as the shop metafield's JSON value, each reward with its code's percentage. */
export function rulesMetafieldValue(rules: BeachClubRules = BEACH_CLUB_RULES): string {
  return JSON.stringify({
    bucksPerUsd: rules.bucksPerUsd,
    earning: rules.earning,
    rewards: rules.rewards.map((reward) => {
      const discount = discountFor(DISCOUNT_CODES, reward.code);
      return { code: reward.code, cost: reward.cost, percentOff: discount?.kind === 'percentage' ? discount.value : 0 };
    }),
    friendCode: rules.friendCode,
  });
}

const count = (n: number): string => n.toLocaleString('en-US');

/** The public page's "ways to earn" table. */
export function earningTable(rules: BeachClubRules = BEACH_CLUB_RULES): string {
  const rows = [
    ...rules.earning.filter((rule) => rule.id === 'welcome').map((rule) => `| ${rule.action} | ${count(rule.bucks)} BB bucks |`),
    `| Shop (items after discounts; not shipping, duties or taxes) | ${count(rules.bucksPerUsd)} BB bucks per US$1, or its equivalent in your currency |`,
    ...rules.earning.filter((rule) => rule.id !== 'welcome').map((rule) => `| ${rule.action} | ${count(rule.bucks)} BB bucks |`),
  ];
  return ['| What you do | You earn |', '|---|---|', ...rows].join('\n');
}

/** The public page's rewards table: what each block of BB bucks buys. */
export function rewardsTable(rules: BeachClubRules = BEACH_CLUB_RULES): string {
  const rows = rules.rewards.map((reward) => {
    const discount = discountFor(DISCOUNT_CODES, reward.code);
    const off = discount ? (discount.kind === 'percentage' ? `${discount.value}% off one order` : discount.title) : reward.code;
    return `| ${count(reward.cost)} BB bucks | ${off} | **${reward.code}** |`;
  });
  return ['| Spend | For | Code |', '|---|---|---|', ...rows].join('\n');
}
