/**
 * The shop's delivery settings, as a merchant sets them in Shopify admin (Settings › Shipping and
 * delivery, and Duties and import taxes): shipping zones with their rates and free-shipping
 * thresholds in the zone's currency, and which zones have duties and taxes collected at checkout.
 * One table: the hosted checkout charges from it and the Shipping and tariffs pages state it
 * (content/shopFacts.ts writes their tables from it), so the two cannot disagree.
 */
import { convertFromUsd, currencyDigits, type Money } from '../pricing/currency';
import { RATES_PER_USD, SHOP_CURRENCY } from '../pricing/rates';

export type ZoneId = 'US' | 'GB' | 'EU' | 'AU' | 'CA' | 'ROW';
export type DeliveryHandle = 'standard' | 'express';

export interface ShippingService {
  title: string;
  carrier: string;
  /** Business days from dispatch, e.g. "3–7". */
  days: string;
  rateMinor: number;
  /** Free when the order, after discounts, is at least this (minor units of the zone's currency). */
  freeFromMinor: number | null;
}

/**
 * Duties and taxes the shop collects at checkout (Delivered Duty Paid). Duty is charged on the goods
 * after discounts when they are worth more than `dutyOverMinor`; tax is charged on goods, shipping
 * and duty together, as customs assess import VAT/GST.
 */
export interface DutiesPaid {
  dutyPercent: number;
  dutyOverMinor: number;
  /** "VAT", "GST". */
  taxName: string;
  /** One rate for the zone, or per country (EU VAT). */
  taxPercent: number | Readonly<Record<string, number>>;
}

export interface ShippingZone {
  id: ZoneId;
  name: string;
  /** Countries of the zone; the rest of the world takes every other one. */
  countries: readonly string[] | 'rest';
  /** The currency its rates are set in; other currencies are converted at the shop's rates. */
  currencyCode: string;
  services: Readonly<Record<DeliveryHandle, ShippingService>>;
  /** domestic: no border; DDP: duties and taxes paid at checkout; DDU: payable on delivery. */
  customs: 'domestic' | 'DDP' | 'DDU';
  duties: DutiesPaid | null;
}

/** EU standard VAT rates (European Commission, 2025). */
export const EU_VAT_PERCENT: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, BG: 20, CY: 19, CZ: 21, DE: 19, DK: 25, EE: 24, ES: 21, FI: 25.5, FR: 20, GR: 24, HR: 25, HU: 27,
  IE: 23, IT: 22, LT: 21, LU: 17, LV: 21, MT: 18, NL: 21, PL: 23, PT: 23, RO: 21, SE: 25, SI: 22, SK: 23,
};

const DHL = 'DHL Express';

export const SHIPPING_ZONES: readonly ShippingZone[] = [
  {
    id: 'US',
    name: 'United States',
    countries: ['US'],
    currencyCode: 'USD',
    services: {
      standard: { title: 'Standard', carrier: 'USPS Ground Advantage', days: '3–7', rateMinor: 695, freeFromMinor: 10_000 },
      express: { title: 'Express', carrier: 'UPS 2nd Day Air', days: '2', rateMinor: 1800, freeFromMinor: null },
    },
    customs: 'domestic',
    duties: null,
  },
  {
    id: 'GB',
    name: 'United Kingdom',
    countries: ['GB'],
    currencyCode: 'GBP',
    services: {
      standard: { title: 'Tracked Express', carrier: DHL, days: '3–5', rateMinor: 995, freeFromMinor: 10_000 },
      express: { title: 'Priority Express', carrier: DHL, days: '1–2', rateMinor: 1995, freeFromMinor: null },
    },
    customs: 'DDP',
    // UK: no customs duty on consignments of £135 or less; 12% on swimwear above it; VAT 20%.
    duties: { dutyPercent: 12, dutyOverMinor: 13_500, taxName: 'VAT', taxPercent: 20 },
  },
  {
    id: 'EU',
    name: 'European Union',
    countries: Object.keys(EU_VAT_PERCENT),
    currencyCode: 'EUR',
    services: {
      standard: { title: 'Tracked Express', carrier: DHL, days: '3–6', rateMinor: 1295, freeFromMinor: 12_000 },
      express: { title: 'Priority Express', carrier: DHL, days: '2–3', rateMinor: 2495, freeFromMinor: null },
    },
    customs: 'DDP',
    // EU: duty-free up to €150 intrinsic value; 12% on swimwear above it; VAT at the country's rate.
    duties: { dutyPercent: 12, dutyOverMinor: 15_000, taxName: 'VAT', taxPercent: EU_VAT_PERCENT },
  },
  {
    id: 'AU',
    name: 'Australia',
    countries: ['AU'],
    currencyCode: 'AUD',
    services: {
      standard: { title: 'Tracked Express', carrier: DHL, days: '4–7', rateMinor: 1795, freeFromMinor: 15_000 },
      express: { title: 'Priority Express', carrier: DHL, days: '2–4', rateMinor: 3495, freeFromMinor: null },
    },
    customs: 'DDP',
    // Australia: low-value goods (A$1,000 or less) pay no duty, 5% above; GST 10% collected by the seller.
    duties: { dutyPercent: 5, dutyOverMinor: 100_000, taxName: 'GST', taxPercent: 10 },
  },
  {
    id: 'CA',
    name: 'Canada',
    countries: ['CA'],
    currencyCode: 'CAD',
    services: {
      standard: { title: 'Tracked Express', carrier: DHL, days: '3–6', rateMinor: 1495, freeFromMinor: 15_000 },
      express: { title: 'Priority Express', carrier: DHL, days: '2–3', rateMinor: 2995, freeFromMinor: null },
    },
    customs: 'DDP',
    // Canada: courier shipments of C$150 or less pay no duty, 18% on swimwear above it; GST 5%.
    duties: { dutyPercent: 18, dutyOverMinor: 15_000, taxName: 'GST', taxPercent: 5 },
  },
  {
    id: 'ROW',
    name: 'Rest of the world',
    countries: 'rest',
    currencyCode: 'USD',
    services: {
      standard: { title: 'Tracked International', carrier: DHL, days: '5–10', rateMinor: 2500, freeFromMinor: 20_000 },
      express: { title: 'Priority International', carrier: DHL, days: '3–5', rateMinor: 4500, freeFromMinor: null },
    },
    customs: 'DDU',
    duties: null,
  },
];

export const DELIVERY_HANDLES: readonly DeliveryHandle[] = ['standard', 'express'];

const ROW = SHIPPING_ZONES.find((z) => z.id === 'ROW') as ShippingZone;
const zoneByCountry = new Map<string, ShippingZone>(
  SHIPPING_ZONES.flatMap((zone) => (zone.countries === 'rest' ? [] : zone.countries.map((c) => [c, zone] as const))),
);

/** The zone a country ships in; a missing country is the shop's own (the US). */
export function shippingZoneFor(countryCode: string | null | undefined): ShippingZone {
  return zoneByCountry.get((countryCode ?? 'US').toUpperCase()) ?? ROW;
}

/**
 * An amount set in one currency, in another: through the shop currency at the fixed rates, then
 * rounded as the shop rounds prices (so ROW's US$25 is ¥3,600, as a JPY shopper sees it everywhere).
 */
export function zoneAmountIn(minor: number, from: string, to: string): number {
  if (from === to || minor === 0) return minor;
  const usdCents = from === SHOP_CURRENCY ? minor : Math.round(((minor / 10 ** currencyDigits(from)) / (RATES_PER_USD[from] ?? 1)) * 100);
  return convertFromUsd(usdCents, to).minor;
}

/** The tax rate a DDP zone charges a country, in percent (0 where nothing is collected). */
export function taxPercentFor(zone: ShippingZone, countryCode: string | null | undefined): number {
  const rate = zone.duties?.taxPercent;
  if (rate === undefined) return 0;
  return typeof rate === 'number' ? rate : (rate[(countryCode ?? '').toUpperCase()] ?? 0);
}

/** What a delivery service costs for goods worth `merchandiseMinor` (after discounts), in `currencyCode`. */
export function serviceCost(zone: ShippingZone, handle: DeliveryHandle, merchandiseMinor: number, currencyCode: string): Money {
  const service = zone.services[handle];
  const freeFrom = service.freeFromMinor === null ? null : zoneAmountIn(service.freeFromMinor, zone.currencyCode, currencyCode);
  const free = freeFrom !== null && merchandiseMinor >= freeFrom;
  return { minor: free ? 0 : zoneAmountIn(service.rateMinor, zone.currencyCode, currencyCode), currencyCode };
}

export interface CheckoutCharges {
  zone: ShippingZone;
  shipping: Money;
  /** Import duty the shop pays for the buyer (DDP zones, goods over the duty threshold). */
  duties: Money;
  /** VAT/GST on goods, shipping and duty (DDP zones); 0 elsewhere. */
  taxes: Money;
  taxName: string | null;
  taxPercent: number;
}

const percentOf = (minor: number, percent: number): number => Math.round((minor * percent) / 100);

/**
 * Shipping, duties and taxes for goods worth `merchandiseMinor` after discounts, in the cart's
 * currency, shipped to `countryCode` with the chosen service.
 */
export function checkoutCharges(countryCode: string | null | undefined, merchandiseMinor: number, currencyCode: string, handle: DeliveryHandle = 'standard'): CheckoutCharges {
  const zone = shippingZoneFor(countryCode);
  const shipping = serviceCost(zone, handle, merchandiseMinor, currencyCode);
  const rules = zone.duties;
  const dutyOver = rules ? zoneAmountIn(rules.dutyOverMinor, zone.currencyCode, currencyCode) : 0;
  const dutiesMinor = rules && merchandiseMinor > dutyOver ? percentOf(merchandiseMinor, rules.dutyPercent) : 0;
  const taxPercent = taxPercentFor(zone, countryCode);
  const taxesMinor = percentOf(merchandiseMinor + shipping.minor + dutiesMinor, taxPercent);
  return {
    zone,
    shipping,
    duties: { minor: dutiesMinor, currencyCode },
    taxes: { minor: taxesMinor, currencyCode },
    taxName: rules?.taxName ?? null,
    taxPercent,
  };
}
