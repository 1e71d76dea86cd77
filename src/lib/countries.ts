/**
 * Country / currency options (spec §3): built from the countries-list dataset, restricted to the
 * supported codes, with each country's first currency. US, GB, AU and PH come first (priority 1),
 * then the rest alphabetically by country name.
 */
import { countries } from 'countries-list';
import { DEFAULT_COUNTRY_CODE, PRIORITY_COUNTRY_CODES } from '../config/site';

export interface CountryOption {
  countryCode: string;
  currencyCode: string;
  countryName: string;
  /** The currency's name, e.g. "British Pound". */
  label: string;
  priority: number;
}

/** Countries the shop ships to (ISO 3166-1 alpha-2). Embargoed destinations are left out. */
export const SUPPORTED_COUNTRY_CODES = [
  'AD', 'AE', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AT', 'AU', 'AW', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BM', 'BN', 'BO', 'BR', 'BS', 'BT', 'BW', 'BZ', 'CA', 'CD', 'CG',
  'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CV', 'CW', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE',
  'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GT', 'GW', 'GY', 'HK', 'HN', 'HR',
  'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH',
  'KI', 'KM', 'KN', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU',
  'LV', 'MA', 'MC', 'MD', 'ME', 'MG', 'MK', 'ML', 'MN', 'MO', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV',
  'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PT', 'PY', 'QA', 'RE', 'RO', 'RS', 'RW', 'SA',
  'SB', 'SC', 'SE', 'SG', 'SH', 'SI', 'SK', 'SL', 'SM', 'SN', 'SR', 'ST', 'SV', 'SX', 'SZ', 'TC',
  'TD', 'TG', 'TH', 'TJ', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US',
  'UY', 'UZ', 'VA', 'VC', 'VG', 'VN', 'VU', 'WF', 'WS', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

let currencyNames: Intl.DisplayNames | null = null;
function currencyName(code: string): string {
  try {
    currencyNames ??= new Intl.DisplayNames(['en'], { type: 'currency' });
    return currencyNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function buildCountryOptions(): CountryOption[] {
  const priority = new Set<string>(PRIORITY_COUNTRY_CODES);
  const options: CountryOption[] = [];
  for (const code of SUPPORTED_COUNTRY_CODES) {
    const country = countries[code as keyof typeof countries];
    const currencyCode = country?.currency[0];
    if (!country || !currencyCode) continue;
    options.push({
      countryCode: code,
      currencyCode,
      countryName: country.name,
      label: currencyName(currencyCode),
      priority: priority.has(code) ? 1 : 2,
    });
  }
  const rank = (o: CountryOption) => PRIORITY_COUNTRY_CODES.indexOf(o.countryCode as never);
  return options.sort((a, b) =>
    a.priority !== b.priority
      ? a.priority - b.priority
      : a.priority === 1
        ? rank(a) - rank(b)
        : a.countryName.localeCompare(b.countryName, 'en'),
  );
}

export const COUNTRY_OPTIONS: readonly CountryOption[] = buildCountryOptions();

const byCode = new Map(COUNTRY_OPTIONS.map((o) => [o.countryCode, o]));

export const findCountry = (code: string | null | undefined): CountryOption | undefined =>
  code ? byCode.get(code.toUpperCase()) : undefined;

export const isSupportedCountry = (code: unknown): code is string =>
  typeof code === 'string' && byCode.has(code);

export const defaultCountry = (): CountryOption => byCode.get(DEFAULT_COUNTRY_CODE) as CountryOption;
