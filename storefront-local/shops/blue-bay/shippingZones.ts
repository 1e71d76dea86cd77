/**
 * Blue Bay's delivery settings, as a merchant sets them in Shopify admin: its shipping zones. One
 * table: the hosted checkout charges from it and the Shipping and tariffs pages state it
 * (content/shopFacts.ts writes their tables from it), so the two cannot disagree.
 */
import type { ShippingZone } from '../../carts/shipping';

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

