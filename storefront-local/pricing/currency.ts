/**
 * Presentment prices: a USD price converted at the fixed rate and rounded as a shop prices
 * (.95 endings under 1,000 units, three significant digits above; JPY-like currencies have no
 * decimals). Amounts are kept in minor units of the presentment currency so sums are exact.
 */
import { findMarketCountry } from '../markets/markets';
import { CURRENCIES_NOT_IN_SCHEMA, RATES_PER_USD, SHOP_CURRENCY } from './rates';

export interface Money {
  /** Amount in minor units (cents; whole yen). */
  minor: number;
  currencyCode: string;
}

const digitsCache = new Map<string, number>();
/** ISO 4217 minor-unit digits as Intl knows them (JPY 0, KWD 3, EUR 2). */
export function currencyDigits(code: string): number {
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/** The currency the shop presents to buyers in a country (USD for unknown or unsupported ones). */
export function currencyForCountry(countryCode: string | null | undefined): string {
  const code = findMarketCountry(countryCode)?.currencyCode;
  if (!code || CURRENCIES_NOT_IN_SCHEMA.has(code) || RATES_PER_USD[code] === undefined) return SHOP_CURRENCY;
  return code;
}

function roundAsShop(value: number, digits: number): number {
  if (value <= 0) return 0;
  if (value >= 1000) {
    const step = 10 ** (Math.floor(Math.log10(value)) - 2);
    return Math.ceil(value / step) * step;
  }
  if (digits === 0 || digits === 3) return Math.ceil(value);
  if (value < 10) return Math.ceil(value * 20) / 20;
  return Math.ceil(value) - 0.05;
}

/** Converts a USD-cent price into the presentment currency. */
export function convertFromUsd(usdCents: number, currencyCode: string): Money {
  const digits = currencyDigits(currencyCode);
  if (currencyCode === SHOP_CURRENCY) return { minor: usdCents, currencyCode };
  const rate = RATES_PER_USD[currencyCode] ?? 1;
  const units = roundAsShop((usdCents / 100) * rate, digits);
  return { minor: Math.round(units * 10 ** digits), currencyCode };
}

/** Shopify's Decimal serialisation: "120.0", "84.95", "17700.0". */
export function decimalString(money: Money): string {
  const digits = currencyDigits(money.currencyCode);
  const fixed = (money.minor / 10 ** digits).toFixed(digits);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '') : `${fixed}.`;
  return trimmed.endsWith('.') ? `${trimmed}0` : trimmed;
}

export const moneyV2 = (money: Money): { __typename: 'MoneyV2'; amount: string; currencyCode: string } => ({
  __typename: 'MoneyV2',
  amount: decimalString(money),
  currencyCode: money.currencyCode,
});

export const zero = (currencyCode: string): Money => ({ minor: 0, currencyCode });
export const times = (money: Money, quantity: number): Money => ({ ...money, minor: money.minor * quantity });
export const plus = (a: Money, b: Money): Money => ({ minor: a.minor + b.minor, currencyCode: a.currencyCode });
export const minus = (a: Money, b: Money): Money => ({ minor: a.minor - b.minor, currencyCode: a.currencyCode });

/** Human text for e-mails and the checkout page, e.g. "$120.00", "¥17,700". */
export function formatMoney(money: Money): string {
  const digits = currencyDigits(money.currencyCode);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currencyCode }).format(
    money.minor / 10 ** digits,
  );
}

/** Parses a Decimal string ("12.5") in a currency into minor units. */
export function parseDecimal(amount: string | number, currencyCode: string): Money {
  const digits = currencyDigits(currencyCode);
  return { minor: Math.round(Number(amount) * 10 ** digits), currencyCode };
}
