/**
 * The Beach Club's metafields, as a rewards app keeps them on a Shopify store and both the Storefront
 * and Customer Account APIs read them (https://shopify.dev/docs/apps/build/custom-data/metafields):
 * - shop `beach_club.rules` (json): the club's rules (beachClub.ts);
 * - order `beach_club.bb_bucks` (number_integer): what the order earned;
 * - customer `beach_club.referrals` (json): friends the customer referred (the demo customer's only).
 */
import type { Catalogue } from '../../catalogue/types';
import type { CustomerRecord } from '../../customers/customerRecords';
import type { MetafieldData } from '../../graphql/views/metafield';
import type { OrderRecord } from '../../orders/orderStore';
import { DEMO_CUSTOMER } from './settings';
import { BEACH_CLUB_METAFIELDS, BEACH_CLUB_RULES, bucksEarned, rulesMetafieldValue } from './beachClub';

const matches = (args: { namespace?: string | null; key: string }, which: { namespace: string; key: string }): boolean =>
  (args.namespace ?? 'custom') === which.namespace && args.key === which.key;

/** Items after discounts, without gift cards or automatic lines (Shipping Protection): what earns BB bucks. */
export function earningItemsMinor(order: OrderRecord, catalogue: Catalogue): number {
  const excluded = order.data.lines
    .filter((line) => {
      const variant = catalogue.variantById.get(line.variantId);
      const product = variant ? catalogue.products[variant.productIndex] : undefined;
      return Boolean(product && (product.isGiftCard || product.hidden));
    })
    .reduce((sum, line) => sum + line.unitMinor * line.quantity - line.discountMinor, 0);
  return order.data.subtotalMinor - order.data.discountMinor - excluded;
}

export function orderBucks(order: OrderRecord, catalogue: Catalogue): number {
  return order.financialStatus === 'REFUNDED' || order.financialStatus === 'VOIDED' ? 0 : bucksEarned(earningItemsMinor(order, catalogue), order.data.currencyCode);
}

export function orderClubMetafield(args: { namespace?: string | null; key: string }, order: OrderRecord, catalogue: Catalogue): MetafieldData | null {
  if (!matches(args, BEACH_CLUB_METAFIELDS.orderBucks)) return null;
  return {
    id: `gid://shopify/Metafield/order-${order.id}-bb-bucks`,
    ...BEACH_CLUB_METAFIELDS.orderBucks,
    type: 'number_integer',
    value: String(orderBucks(order, catalogue)),
    createdAt: order.processedAt,
    updatedAt: order.updatedAt,
  };
}

export function shopClubMetafield(args: { namespace?: string | null; key: string }): MetafieldData | null {
  if (!matches(args, BEACH_CLUB_METAFIELDS.rules)) return null;
  return {
    id: 'gid://shopify/Metafield/shop-beach-club-rules',
    ...BEACH_CLUB_METAFIELDS.rules,
    type: 'json',
    value: rulesMetafieldValue(),
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  };
}

const DAY_MS = 86_400_000;
const maskEmail = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

/** The demo customer's friends: days after the account opened, each dated no later than `now`. */
const DEMO_REFERRALS = [
  { afterDays: 5, email: 'marisol@example.net', title: 'Joined the club', earned: false },
  { afterDays: 12, email: 'sunny.rivera@example.com', title: 'Joined and placed a first order', earned: true },
  { afterDays: 20, email: 'kai.nakamura@example.org', title: 'Invited, not joined yet', earned: false },
] as const;

export function referralsOf(customer: CustomerRecord, now: Date = new Date()) {
  if (customer.email !== DEMO_CUSTOMER.email) return [];
  const opened = Date.parse(customer.createdAt);
  const referral = BEACH_CLUB_RULES.earning.find((rule) => rule.id === 'referral')?.bucks ?? 0;
  return DEMO_REFERRALS.filter((r) => opened + r.afterDays * DAY_MS <= now.getTime()).map((r) => ({
    title: r.title,
    email: maskEmail(r.email),
    dateCreated: new Date(opened + r.afterDays * DAY_MS).toISOString(),
    points: r.earned ? referral : 0,
  }));
}

export function customerClubMetafield(args: { namespace?: string | null; key: string }, customer: CustomerRecord): MetafieldData | null {
  if (!matches(args, BEACH_CLUB_METAFIELDS.referrals)) return null;
  const referrals = referralsOf(customer);
  if (!referrals.length) return null;
  return {
    id: `gid://shopify/Metafield/customer-${customer.id}-referrals`,
    ...BEACH_CLUB_METAFIELDS.referrals,
    type: 'json',
    value: JSON.stringify(referrals),
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
  };
}
