import { readFileSync } from 'node:fs';
import {
  COUNTRY_TABLE_FILE,
  countryRows,
  CURRENCY_PREFIX_FILE,
  renderCountryTable,
  renderCurrencyPrefixes,
} from '../../scripts/generate-countries';
import { SUPPORTED_COUNTRY_CODES } from '../../src/lib/supportedCountries';

// The committed country table must be what the generator writes today from countries-list and
// SUPPORTED_COUNTRY_CODES: a changed list or an upgraded dataset without regenerating fails here.
describe('generated country table', () => {
  it('is up to date with countries-list and the supported codes', () => {
    const fresh = renderCountryTable();
    expect(
      fresh === readFileSync(COUNTRY_TABLE_FILE, 'utf8'),
      'src/lib/countryTable.generated.ts is stale: run npm run countries (npx tsx scripts/generate-countries.ts)',
    ).toBe(true);
  });

  it('takes only supported countries, in code order, each with a currency code', () => {
    const rows = countryRows();
    const supported = new Set<string>(SUPPORTED_COUNTRY_CODES);
    expect(rows.length).toBeGreaterThanOrEqual(190);
    expect(rows.every(([code]) => supported.has(code))).toBe(true);
    expect(rows.map(([code]) => code)).toEqual([...rows.map(([code]) => code)].sort());
    for (const [, currency] of rows) expect(currency).toMatch(/^[A-Z]{3}$/);
  });
});

describe('generated currency prefixes', () => {
  it("is up to date with this Node's CLDR data", () => {
    expect(
      renderCurrencyPrefixes() === readFileSync(CURRENCY_PREFIX_FILE, 'utf8'),
      'src/lib/currencyPrefixes.generated.ts is stale: run npm run countries (npx tsx scripts/generate-countries.ts)',
    ).toBe(true);
  });
});
