/**
 * The shop's delivery settings (and its Beach Club's rules) written into its pages: a `{{ name }}` placeholder in a page or policy
 * body becomes markdown generated from its shipping zones (../shippingZones.ts), the table the hosted checkout charges
 * from. On a real store the merchant writes these pages in admin; here the seed cannot state a rate,
 * threshold or duty rule the checkout does not apply. An unknown placeholder is a seed mistake.
 */
import { zoneAmountIn, type ShippingService, type ShippingZone } from '../../../carts/shipping';
import { MARKET_CURRENCIES } from '../../../markets/marketTable';
import { currencyDigits, currencyForCountry } from '../../../pricing/currency';
import { earningTable, rewardsTable } from '../beachClub';
import { SHIPPING_ZONES } from '../shippingZones';

/**
 * Money as the pages print it: the checkout's symbols (en-US), except the dollar, which the pages
 * call US$ so a shopper elsewhere cannot take it for theirs; whole amounts without decimals.
 */
export function pageMoney(minor: number, currencyCode: string): string {
  const value = minor / 10 ** currencyDigits(currencyCode);
  const whole = Number.isInteger(value);
  const text = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: whole ? 0 : undefined,
    maximumFractionDigits: whole ? 0 : undefined,
  }).format(value);
  return currencyCode === 'USD' ? text.replace('$', 'US$') : text;
}

const customsNote: Record<ShippingZone['customs'], string> = {
  domestic: '',
  DDP: ', duties paid',
  DDU: ', duties payable on delivery',
};

const serviceName = (zone: ShippingZone, service: ShippingService): string => `${service.title} (${service.carrier})${customsNote[zone.customs]}`;
const days = (service: ShippingService): string => `${service.days} ${service.days === '1' ? 'day' : 'days'}`;

function ratesTable(): string {
  const rows = SHIPPING_ZONES.flatMap((zone) =>
    Object.values(zone.services).map(
      (service) =>
        `| ${zone.name} | ${pageMoney(service.rateMinor, zone.currencyCode)} | ${service.freeFromMinor === null ? '—' : pageMoney(service.freeFromMinor, zone.currencyCode)} | ${serviceName(zone, service)} | ${days(service)} |`,
    ),
  );
  // The amounts come right after the destination, so a phone shows them before the table scrolls.
  return ['| Destination | Cost | Free from | Service | Delivery time |', '|---|---|---|---|---|', ...rows].join('\n');
}

let currencyNames: Intl.DisplayNames | null = null;
const currencyName = (code: string): string => {
  currencyNames ??= new Intl.DisplayNames(['en'], { type: 'currency' });
  return `${currencyNames.of(code) ?? code} (${code})`;
};

/** Each zone's amounts in every other currency its countries pay in, converted as the checkout converts them. */
function localCurrencyTable(): string {
  const rows = SHIPPING_ZONES.flatMap((zone) => {
    const currencies = new Set(
      MARKET_CURRENCIES.map(([country]) => country)
        .filter((country) => (zone.countries === 'rest' ? !SHIPPING_ZONES.some((z) => z.countries !== 'rest' && z.countries.includes(country)) : zone.countries.includes(country)))
        .map((country) => currencyForCountry(country))
        .filter((code) => code !== zone.currencyCode),
    );
    const money = (minor: number | null, code: string) => (minor === null ? '—' : pageMoney(zoneAmountIn(minor, zone.currencyCode, code), code));
    return [...currencies]
      .sort((a, b) => currencyName(a).localeCompare(currencyName(b)))
      .map(
        (code) =>
          `<tr><td>${zone.name}</td><td>${currencyName(code)}</td><td>${money(zone.services.standard.rateMinor, code)}</td><td>${money(zone.services.standard.freeFromMinor, code)}</td><td>${money(zone.services.express?.rateMinor ?? null, code)}</td><td>${money(zone.duties?.dutyOverMinor ?? null, code)}</td></tr>`,
      );
  });
  return (
    `<details><summary>Rates in your currency</summary>\n` +
    `<table><thead><tr><th>Destination</th><th>Your currency</th><th>Standard</th><th>Standard free from</th><th>Express</th><th>Import duty over</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>\n</details>`
  );
}

let countryNames: Intl.DisplayNames | null = null;
const countryName = (code: string): string => {
  countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return countryNames.of(code) ?? code;
};

/** One bullet per zone: what the checkout adds (duties-paid zones) or what customs may charge. */
function dutiesList(zones: readonly ShippingZone[] = SHIPPING_ZONES): string {
  return zones.map((zone) => {
    const rules = zone.duties;
    if (zone.customs === 'domestic') return `- **${zone.name}:** no import duties, and no sales tax is added at checkout. Your order ships from within the country.`;
    if (!rules) return `- **${zone.name}:** duties unpaid (DDU). Nothing is added at checkout; your local customs may charge import duty, taxes and a handling fee before delivery.`;
    const tax =
      typeof rules.taxPercent === 'number'
        ? `${rules.taxName} at ${rules.taxPercent}%`
        : `${rules.taxName} at your country's rate (${Object.entries(rules.taxPercent)
            .map(([code, rate]) => [countryName(code), rate] as const)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([name, rate]) => `${name} ${rate}%`)
            .join(', ')})`;
    return `- **${zone.name}:** duties paid (DDP). ${tax} on your items, shipping and duty, and import duty of ${rules.dutyPercent}% on items worth more than ${pageMoney(rules.dutyOverMinor, zone.currencyCode)} after discounts.`;
  }).join('\n');
}

const FACTS: Readonly<Record<string, () => string>> = {
  shipping_rates: ratesTable,
  shipping_rates_in_your_currency: localCurrencyTable,
  duties_and_taxes: () => dutiesList(),
  duties_paid: () => dutiesList(SHIPPING_ZONES.filter((zone) => zone.customs === 'DDP')),
  // The Beach Club's rules (../beachClub.ts), which the account pages read from the shop metafield.
  beach_club_earning: () => earningTable(),
  beach_club_rewards: () => rewardsTable(),
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Replaces each `{{ name }}` with its generated markdown; unknown names are reported, not left in. */
export function expandShopFacts(markdown: string, report: (problem: string) => void): string {
  return markdown.replace(PLACEHOLDER, (whole, name: string) => {
    const fact = FACTS[name];
    if (fact) return fact();
    report(`unknown placeholder ${whole} (known: ${Object.keys(FACTS).join(', ')})`);
    return '';
  });
}
