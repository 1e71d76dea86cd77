import { defaultCountry, findCountry, isSupportedCountry, SUPPORTED_COUNTRY_CODES } from '../../src/lib/countries';
import { countryOptions } from '../../src/lib/countryOptions';

describe('country options', () => {
  it('lists about 200 supported countries with their first currency', () => {
    expect(countryOptions().length).toBeGreaterThanOrEqual(190);
    expect(countryOptions().length).toBeLessThanOrEqual(SUPPORTED_COUNTRY_CODES.length);
    expect(findCountry('GB')).toMatchObject({ currencyCode: 'GBP', countryName: 'United Kingdom', label: 'British Pound' });
    expect(findCountry('JP')?.currencyCode).toBe('JPY');
    expect(findCountry('CU')).toBeUndefined();
  });

  it('puts US, GB, AU and PH first with priority 1', () => {
    expect(countryOptions().slice(0, 4).map((o) => [o.countryCode, o.priority])).toEqual([
      ['US', 1],
      ['GB', 1],
      ['AU', 1],
      ['PH', 1],
    ]);
    expect(countryOptions().slice(4).every((o) => o.priority > 1)).toBe(true);
  });

  it('sorts the rest alphabetically by country name', () => {
    const rest = countryOptions().slice(4).map((o) => o.countryName);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has the fields of spec §3 on every entry', () => {
    for (const option of countryOptions()) {
      expect(Object.keys(option).sort()).toEqual(['countryCode', 'countryName', 'currencyCode', 'label', 'priority']);
    }
  });

  it('names the priority countries and their currencies as the shop shows them', () => {
    expect(findCountry('GB')).toMatchObject({ countryName: 'United Kingdom', currencyCode: 'GBP' });
    expect(findCountry('US')).toMatchObject({ countryName: 'United States', currencyCode: 'USD', label: 'US Dollar' });
    expect(findCountry('AU')).toMatchObject({ countryName: 'Australia', currencyCode: 'AUD', label: 'Australian Dollar' });
    expect(findCountry('PH')).toMatchObject({ countryName: 'Philippines', currencyCode: 'PHP', label: 'Philippine Peso' });
    expect(findCountry('au')?.countryCode).toBe('AU');
  });

  it('supports exactly the countries it lists', () => {
    expect(isSupportedCountry('GB')).toBe(true);
    expect(isSupportedCountry('gb')).toBe(false);
    expect(isSupportedCountry('CU')).toBe(false);
    expect(isSupportedCountry(42)).toBe(false);
    for (const option of countryOptions()) expect(isSupportedCountry(option.countryCode)).toBe(true);
  });

  it('defaults to the US entry', () => {
    expect(defaultCountry().countryCode).toBe('US');
  });
});
