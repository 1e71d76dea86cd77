/**
 * Delivery as Shopify admin sets it (Settings › Shipping and delivery, and Duties and import taxes):
 * the shape of a shop's shipping zones, with their rates and free-shipping thresholds in the zone's
 * currency and which zones have duties and taxes collected at checkout, and what the checkout charges
 * from them. The zones themselves are the shop's (`ShopDefinition.shippingZones`).
 */
import { convertFromUsd, currencyDigits, type Money } from '../pricing/currency';
import { RATES_PER_USD, SHOP_CURRENCY } from '../pricing/rates';

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
  id: string;
  name: string;
  /** Countries of the zone; the rest of the world takes every other one. */
  countries: readonly string[] | 'rest';
  /** The currency its rates are set in; other currencies are converted at the shop's rates. */
  currencyCode: string;
  /** Standard always; express where the zone offers it (a shop may have one rate). */
  services: Readonly<{ standard: ShippingService; express?: ShippingService }>;
  /** domestic: no border; DDP: duties and taxes paid at checkout; DDU: payable on delivery. */
  customs: 'domestic' | 'DDP' | 'DDU';
  duties: DutiesPaid | null;
}

export const DELIVERY_HANDLES: readonly DeliveryHandle[] = ['standard', 'express'];

/**
 * The zone a country ships in (the zone naming it, else the rest-of-the-world zone); a missing country
 * is the shop's own (`defaultCountry`). A shop's zones always hold a rest-of-the-world zone (shopDefinition.ts).
 */
export function shippingZoneFor(zones: readonly ShippingZone[], countryCode: string | null | undefined, defaultCountry = 'US'): ShippingZone {
  const code = (countryCode ?? defaultCountry).toUpperCase();
  const zone = zones.find((z) => z.countries !== 'rest' && z.countries.includes(code)) ?? zones.find((z) => z.countries === 'rest');
  if (!zone) throw new Error(`no shipping zone for ${code}: a shop's zones need one with countries 'rest'`);
  return zone;
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
  const service = zone.services[handle] ?? zone.services.standard;
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
export function checkoutCharges(zones: readonly ShippingZone[], countryCode: string | null | undefined, merchandiseMinor: number, currencyCode: string, handle: DeliveryHandle = 'standard'): CheckoutCharges {
  const zone = shippingZoneFor(zones, countryCode);
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
