/**
 * The Beach Club as a member sees it, from what the shop says (its `beach_club.rules` shop metafield,
 * each order's `beach_club.bb_bucks`, the customer's `beach_club.referrals`) and what was spent on this
 * device. Pure: the rewards store fetches and stores, this reads and adds up.
 * - The balance starts at the welcome bonus (REWARDS_STARTING_BALANCE) and moves only by deltas: what
 *   each order and referral earned, and what was redeemed here.
 * - Nothing in the history is older than the account: the welcome entry is dated the day it opened.
 * - Whatever the shop sends that does not read as the club's data is left out, never a crash.
 */
import * as v from 'valibot';
import { maskEmail } from './maskEmail';

export interface ClubEarning {
  id: string;
  action: string;
  bucks: number;
}

export interface ClubReward {
  code: string;
  cost: number;
  percentOff: number;
}

export interface ClubRules {
  bucksPerUsd: number;
  earning: ClubEarning[];
  rewards: ClubReward[];
  friendCode: string;
}

export interface ClubReferral {
  title: string;
  /** Masked, e.g. s***@example.com. */
  email: string;
  dateCreated: string;
  points: number;
}

/** An order as the club reads it: what it earned (null when the shop did not say). */
export interface ClubOrder {
  name: string;
  processedAt: string;
  bucks: number | null;
}

/** What the shop knows of a member. */
export interface ClubMember {
  /** When the account was opened (ISO). */
  joinedAt: string;
  orders: ClubOrder[];
  referrals: ClubReferral[];
}

export interface PointsEntry {
  id: string;
  title: string;
  dateCreated: string;
  /** Negative for a redemption. */
  points: number;
}

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const rulesSchema = v.object({
  bucksPerUsd: whole,
  earning: v.array(v.object({ id: v.string(), action: v.string(), bucks: whole })),
  rewards: v.array(v.object({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/)), cost: v.pipe(whole, v.minValue(1)), percentOff: v.pipe(whole, v.maxValue(100)) })),
  friendCode: v.string(),
});
const referralsSchema = v.array(
  v.object({ title: v.string(), email: v.string(), dateCreated: v.pipe(v.string(), v.isoTimestamp()), points: whole }),
);

const parseJson = (value: string | null | undefined): unknown => {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

/** The shop's rules metafield value, or null when it is missing or not the club's shape. */
export function parseClubRules(value: string | null | undefined): ClubRules | null {
  const parsed = v.safeParse(rulesSchema, parseJson(value));
  return parsed.success ? parsed.output : null;
}

/** The customer's referrals metafield value; masked again in case the shop sent a whole address. */
export function parseReferrals(value: string | null | undefined): ClubReferral[] {
  const parsed = v.safeParse(referralsSchema, parseJson(value));
  return parsed.success ? parsed.output.map((r) => ({ ...r, email: maskEmail(r.email.replace(/\*+/g, '')) })) : [];
}

/** An order's `bb_bucks` metafield value: a whole number of BB bucks, else null. */
export function parseOrderBucks(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** What both APIs' customer answers hold for the club. */
export interface ClubMemberFields {
  clubReferrals?: { value: string } | null;
  orders: { nodes: Array<{ name: string; processedAt: string; bbBucks?: { value: string } | null }> };
}

/** The member's side from either API's customer (they differ only in how the join date is named). */
export function toClubMember(customer: ClubMemberFields, joinedAt: string): ClubMember {
  return {
    joinedAt,
    referrals: parseReferrals(customer.clubReferrals?.value),
    orders: customer.orders.nodes.map((order) => ({ name: order.name, processedAt: order.processedAt, bucks: parseOrderBucks(order.bbBucks?.value) })),
  };
}

/** The bucks a rule gives, by its id (0 when the shop has no such rule). */
export const earningFor = (rules: ClubRules, id: string): number => rules.earning.find((rule) => rule.id === id)?.bucks ?? 0;

/** Everything the member earned from the shop's side, as history entries (no welcome: see clubHistory). */
export function earnedEntries(member: ClubMember): PointsEntry[] {
  return [
    ...member.orders
      .filter((order) => order.bucks !== null && order.bucks > 0)
      .map((order) => ({ id: `order-${order.name}`, title: `Order ${order.name}`, dateCreated: order.processedAt, points: order.bucks ?? 0 })),
    ...member.referrals
      .filter((referral) => referral.points > 0)
      .map((referral) => ({ id: `referral-${referral.email}-${referral.dateCreated}`, title: `Referral: ${referral.email} ${referral.title.toLowerCase()}`, dateCreated: referral.dateCreated, points: referral.points })),
  ];
}

export const totalEarned = (member: ClubMember): number => earnedEntries(member).reduce((sum, entry) => sum + entry.points, 0);

/**
 * The whole history, newest first: the welcome bonus on the day the account opened, what orders and
 * referrals earned, and this device's entries. Entries dated before the account opened are not shown.
 */
export function clubHistory(member: ClubMember, local: readonly PointsEntry[], welcome: number): PointsEntry[] {
  const joined = Date.parse(member.joinedAt);
  const entries = [
    { id: 'welcome', title: 'Welcome to the Blue Bay Beach Club', dateCreated: member.joinedAt, points: welcome },
    ...earnedEntries(member),
    ...local,
  ];
  return entries
    .filter((entry) => !(Date.parse(entry.dateCreated) < joined))
    .sort((a, b) => Date.parse(b.dateCreated) - Date.parse(a.dateCreated) || (a.id === 'welcome' ? 1 : b.id === 'welcome' ? -1 : 0));
}

/** The rules as the lines of a "ways to earn" list, the welcome first and shopping second, as the public page has them. */
export function earningLines(rules: ClubRules): Array<{ action: string; earns: string }> {
  const count = (n: number) => n.toLocaleString('en-US');
  const welcome = rules.earning.filter((rule) => rule.id === 'welcome');
  const others = rules.earning.filter((rule) => rule.id !== 'welcome');
  return [
    ...welcome.map((rule) => ({ action: rule.action, earns: `${count(rule.bucks)} BB bucks` })),
    { action: 'Shop (items after discounts; not shipping, duties or taxes)', earns: `${count(rules.bucksPerUsd)} BB bucks per US$1, or its equivalent in your currency` },
    ...others.map((rule) => ({ action: rule.action, earns: `${count(rule.bucks)} BB bucks` })),
  ];
}

/** A reward's title: "10% off your next order". */
export const rewardTitle = (reward: ClubReward): string => `${reward.percentOff}% off your next order`;
