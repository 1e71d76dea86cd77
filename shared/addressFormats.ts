/**
 * What an address needs in each country, as Shopify's checkout asks for it: the zone list (states,
 * provinces, prefectures, with the codes Shopify returns as provinceCode) where a zone is required,
 * and whether a postal code is required, with its format where that is unambiguous. One source for
 * the site's address forms and the local storefront's checkout, so both accept the same addresses.
 * Shopify's fields: https://shopify.dev/docs/api/storefront/latest/objects/MailingAddress (provinceCode, zip);
 * its per-country zone lists and required fields are what @shopify/address serves to address forms
 * (https://github.com/Shopify/quilt/tree/main/packages/address).
 */

export interface Zone {
  code: string;
  name: string;
}

export interface PostalRule {
  pattern: RegExp;
  example: string;
}

export interface AddressFormat {
  /** The zones to choose from; a zone is then required. Null where addresses have none. */
  zones: readonly Zone[] | null;
  /** What the zone is called ("State", "Prefecture"); an optional free text where there is no list. */
  zoneLabel: string;
  /** required: checkout refuses the address without one; optional: asked, not required; none: not asked. */
  postalCode: 'required' | 'optional' | 'none';
  postalLabel: string;
  /** The postal code's format where it is unambiguous. */
  postalRule: PostalRule | null;
}

const list = (entries: string): Zone[] =>
  entries.split(';').map((entry) => {
    const [code, name] = entry.split('=') as [string, string];
    return { code, name };
  });

const ZONES: Readonly<Record<string, readonly Zone[]>> = {
  US: list(
    'AL=Alabama;AK=Alaska;AS=American Samoa;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
      'DC=District of Columbia;FL=Florida;GA=Georgia;GU=Guam;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;' +
      'KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;' +
      'MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;' +
      'ND=North Dakota;MP=Northern Mariana Islands;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;PR=Puerto Rico;' +
      'RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UM=U.S. Outlying Islands;' +
      'VI=U.S. Virgin Islands;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming;' +
      'AA=Armed Forces Americas;AE=Armed Forces Europe;AP=Armed Forces Pacific',
  ),
  CA: list(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NT=Northwest Territories;' +
      'NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
  ),
  AU: list(
    'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;' +
      'TAS=Tasmania;VIC=Victoria;WA=Western Australia',
  ),
  // Prefectures in their official order, coded JP-01 to JP-47 as Shopify's provinceCode gives them.
  JP: [
    'Hokkaidō', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma', 'Saitama',
    'Chiba', 'Tōkyō', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano', 'Gifu', 'Shizuoka',
    'Aichi', 'Mie', 'Shiga', 'Kyōto', 'Ōsaka', 'Hyōgo', 'Nara', 'Wakayama', 'Tottori', 'Shimane', 'Okayama', 'Hiroshima',
    'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kōchi', 'Fukuoka', 'Saga', 'Nagasaki', 'Kumamoto', 'Ōita', 'Miyazaki',
    'Kagoshima', 'Okinawa',
  ].map((name, index) => ({ code: `JP-${String(index + 1).padStart(2, '0')}`, name })),
};

const ZONE_LABELS: Readonly<Record<string, string>> = { US: 'State', AU: 'State', CA: 'Province', JP: 'Prefecture', GB: 'County' };

const POSTAL_RULES: Readonly<Record<string, PostalRule>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '90210 or 90210-1234' },
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1A 1AA' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '150-0001' },
};

const POSTAL_LABELS: Readonly<Record<string, string>> = { US: 'ZIP code', GB: 'Postcode', AU: 'Postcode' };

/** Countries without postal codes: the form does not ask for one. */
const NO_POSTAL_CODE = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM KN KP LY ML MO MR MW ' +
    'NA NR NU QA RW SB SC SL SR ST SY TD TF TG TK TL TO TT TV UG VU YE ZW'
  ).split(' '),
);

/** Countries with postal codes that addresses may leave out (Ireland's Eircode is new and often unknown). */
const OPTIONAL_POSTAL_CODE = new Set(['IE']);

export function addressFormat(countryCode: string): AddressFormat {
  const code = countryCode.trim().toUpperCase();
  return {
    zones: ZONES[code] ?? null,
    zoneLabel: ZONE_LABELS[code] ?? 'Region',
    postalCode: NO_POSTAL_CODE.has(code) ? 'none' : OPTIONAL_POSTAL_CODE.has(code) ? 'optional' : 'required',
    postalLabel: POSTAL_LABELS[code] ?? 'Postal code',
    postalRule: POSTAL_RULES[code] ?? null,
  };
}

/** Lower case without accents, so "Tokyo" finds Tōkyō. */
const plain = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The zone code for what an address holds: a code ("CA", "JP-13", "13") or a name ("California",
 * "Tokyo"), in any case and with or without accents; null when it is not one of the country's.
 */
export function zoneCode(countryCode: string, value: string | null | undefined): string | null {
  const wanted = plain(value ?? '');
  if (!wanted) return null;
  const zones = addressFormat(countryCode).zones ?? [];
  const found = zones.find(
    (z) => plain(z.code) === wanted || plain(z.name) === wanted || plain(z.code).split('-')[1] === wanted.padStart(2, '0'),
  );
  return found?.code ?? null;
}

/** The zone's name for its code, or null. */
export const zoneName = (countryCode: string, code: string | null | undefined): string | null =>
  addressFormat(countryCode).zones?.find((z) => z.code === code)?.name ?? null;
