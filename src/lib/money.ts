import { MONEY_COMPACT_FROM, MONEY_LOCALE } from '../config/site';
import { CURRENCY_DIGITS, CURRENCY_PREFIXES } from './currencyPrefixes.generated';

/** An amount as the Storefront API sends it (a decimal string) with its ISO currency code. */
export interface Money {
  amount: string;
  currencyCode: string;
}

export interface MoneyLike {
  amount: string | number;
  currencyCode: string;
}

// Building an Intl.NumberFormat costs far more than formatting with one; a page shows hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

/** The currency's own fraction digits (yen has none, "¥9,360"; dinars three). */
export function currencyFractionDigits(currencyCode: string): number {
  // Entries are "CCCd " (five characters): a match at a multiple of five is a whole code.
  const at = /^[A-Z]{3}$/.test(currencyCode) ? CURRENCY_DIGITS.indexOf(currencyCode) : -1;
  return at >= 0 && at % 5 === 0 ? Number(CURRENCY_DIGITS[at + 3]) : 2;
}

function formatterFor(currencyCode: string, compact: boolean): Intl.NumberFormat {
  const key = `${currencyCode}|${compact ? 'compact' : 'full'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: compact ? 0 : currencyFractionDigits(currencyCode),
      maximumFractionDigits: compact ? 2 : currencyFractionDigits(currencyCode),
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

// An amount whose shortest decimal form has no more fraction digits than its currency needs no rounding.
const EXACT_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The en-US currency format ("-", prefix, grouped digits, the currency's fraction digits) written without Intl.
 * The first Intl call of a page loads ICU's number data, a 30–80 ms task on a phone during hydration,
 * and Storefront amounts ("45.0", "12.99") never need rounding; anything else goes to Intl.
 * MONEY_LOCALE is en-US, which the prefixes are generated for.
 */
function formatExact(value: number, currencyCode: string): string | null {
  const match = Object.is(value, -0) || MONEY_LOCALE !== 'en-US' ? null : EXACT_AMOUNT.exec(String(value));
  if (!match || !/^[A-Z]{3}$/.test(currencyCode)) return null;
  const [, minus, whole, fraction = ''] = match;
  const digits = currencyFractionDigits(currencyCode);
  if (fraction.length > digits) return null;
  const prefix = CURRENCY_PREFIXES[currencyCode] ?? `${currencyCode}\u00a0`;
  return `${minus}${prefix}${whole!.replace(THOUSANDS, ',')}${digits > 0 ? `.${fraction.padEnd(digits, '0')}` : ''}`;
}

/**
 * Formats an amount in a currency the en-US way with the currency's own fraction digits (two for most,
 * none for yen, three for dinars), so the shop and the checkout agree; amounts at or
 * above 100000 use compact notation. Empty text when the currency is missing or the amount
 * is not a number, so bad data shows nothing rather than "NaN".
 */
export function formatMoney(amount: unknown, currencyCode: string | null | undefined): string {
  if (!currencyCode) return '';
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const compact = Math.abs(value) >= MONEY_COMPACT_FROM;
  try {
    return (!compact && formatExact(value, currencyCode)) || formatterFor(currencyCode, compact).format(value);
  } catch {
    // An unknown currency code: Intl throws a RangeError.
    return '';
  }
}

/** A count (points, balances) with en-US thousands separators, e.g. 12,500; Intl only for fractions. */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) && !Object.is(value, -0) && MONEY_LOCALE === 'en-US'
    ? String(value).replace(THOUSANDS, ',')
    : value.toLocaleString(MONEY_LOCALE);
}

export const formatMoneyV2 = (money: MoneyLike | null | undefined): string =>
  money ? formatMoney(money.amount, money.currencyCode) : '';

/** Parses a Storefront API decimal string into a number; NaN stays out (0 instead). */
export function toAmount(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Discounted when a compare-at price exists above the price. */
export function isDiscounted(price: MoneyLike, compareAt: MoneyLike | null | undefined): boolean {
  return Boolean(compareAt) && toAmount(compareAt?.amount) > toAmount(price.amount);
}
