/**
 * Fixed exchange rates: units of each currency per US dollar (the shop currency), mid-2025 figures.
 * Fixed on purpose: prices must not move between runs. Covers every currency of countryOptions().
 */
export const SHOP_CURRENCY = 'USD';

export const RATES_PER_USD: Readonly<Record<string, number>> = {
  AED: 3.6725, ALL: 92, AMD: 387, AOA: 915, ARS: 1180, AUD: 1.53, AWG: 1.79, AZN: 1.7, BAM: 1.67,
  BBD: 2, BDT: 122, BHD: 0.376, BIF: 2950, BMD: 1, BND: 1.28, BOB: 6.91, BRL: 5.45, BSD: 1, BTN: 85.5,
  BWP: 13.4, BZD: 2, CAD: 1.37, CDF: 2870, CHF: 0.8, CLP: 935, CNY: 7.18, COP: 4050, CRC: 505, CVE: 94,
  CZK: 21.2, DJF: 178, DKK: 6.37, DOP: 59, DZD: 130, EGP: 49.5, ETB: 136, EUR: 0.853, FJD: 2.25,
  FKP: 0.735, GBP: 0.735, GEL: 2.72, GHS: 10.3, GIP: 0.735, GMD: 71, GNF: 8650, GTQ: 7.68, GYD: 209,
  HKD: 7.85, HNL: 26.1, HTG: 131, HUF: 341, IDR: 16250, ILS: 3.37, INR: 85.6, ISK: 121, JMD: 160,
  JOD: 0.709, JPY: 144, KES: 129, KGS: 87.4, KHR: 4010, KMF: 420, KRW: 1360, KWD: 0.306, KYD: 0.83,
  KZT: 520, LAK: 21600, LBP: 89500, LKR: 300, LRD: 200, LSL: 17.7, MAD: 9, MDL: 17, MGA: 4450,
  MKD: 52.5, MNT: 3580, MOP: 8.08, MRU: 39.8, MUR: 45, MVR: 15.4, MWK: 1735, MXN: 18.8, MYR: 4.22,
  MZN: 63.9, NAD: 17.7, NGN: 1530, NIO: 36.8, NOK: 10.1, NPR: 137, NZD: 1.65, OMR: 0.385, PAB: 1,
  PEN: 3.56, PGK: 4.1, PHP: 56.5, PKR: 284, PLN: 3.63, PYG: 7980, QAR: 3.64, RON: 4.33, RSD: 100,
  RWF: 1440, SAR: 3.75, SBD: 8.3, SCR: 14.3, SEK: 9.55, SGD: 1.28, SHP: 0.735, SRD: 37.5, STN: 21,
  SZL: 17.7, THB: 32.5, TJS: 9.9, TMT: 3.5, TND: 2.93, TOP: 2.36, TRY: 39.8, TTD: 6.78, TWD: 29.3,
  TZS: 2650, UAH: 41.7, UGX: 3590, USD: 1, UYU: 40.5, UZS: 12650, VND: 26100, VUV: 119, WST: 2.7,
  XAF: 560, XCD: 2.7, XOF: 560, XPF: 102, ZAR: 17.7, ZMW: 23.2,
};

/**
 * Currencies of the country list that the 2025-07 CurrencyCode enum does not have (new ISO codes).
 * Shopify prices such markets in the shop currency; so do we.
 */
export const CURRENCIES_NOT_IN_SCHEMA: ReadonlySet<string> = new Set(['XCG', 'SLE', 'ZWG']);
