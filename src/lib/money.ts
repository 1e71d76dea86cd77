import { MONEY_COMPACT_FROM, MONEY_LOCALE } from '../config/site';

export interface MoneyLike {
  amount: string | number;
  currencyCode: string;
}

// Building an Intl.NumberFormat costs far more than formatting with one; a page shows hundreds of prices.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currencyCode: string, compact: boolean): Intl.NumberFormat {
  const key = `${currencyCode}|${compact ? 'compact' : 'full'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: compact ? 0 : 2,
      maximumFractionDigits: 2,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in a currency the en-US way with at least two fraction digits; amounts at or
 * above 100000 use compact notation (spec §9). Empty text when the currency is missing or the amount
 * is not a number (spec §5).
 */
export function formatMoney(amount: unknown, currencyCode: string | null | undefined): string {
  if (!currencyCode) return '';
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  try {
    return formatterFor(currencyCode, Math.abs(value) >= MONEY_COMPACT_FROM).format(value);
  } catch {
    // An unknown currency code: Intl throws a RangeError.
    return '';
  }
}

export const formatMoneyV2 = (money: MoneyLike | null | undefined): string =>
  money ? formatMoney(money.amount, money.currencyCode) : '';

/** Parses a Storefront API decimal string into a number; NaN stays out (0 instead). */
export function toAmount(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}
