import fc from 'fast-check';
import { countryFromSearch, withoutCountryParam } from '../../src/lib/countryLink';

describe('country links (issue 20 item 3)', () => {
  it('reads a supported country, in any case', () => {
    expect(countryFromSearch('?country=GB')).toBe('GB');
    expect(countryFromSearch('?ref=ph&country=jp')).toBe('JP');
  });

  it('ignores missing, unsupported or malformed values', () => {
    for (const search of ['', '?ref=x', '?country=', '?country=ZZ', '?country=GBR', '?country=G1']) {
      expect(countryFromSearch(search)).toBeNull();
    }
  });

  it('removes only the country parameter, keeping the rest and the fragment', () => {
    expect(withoutCountryParam('/a/', '?country=GB', '')).toBe('/a/');
    expect(withoutCountryParam('/a/', '?utm=1&country=GB&b=2', '#top')).toBe('/a/?utm=1&b=2#top');
  });

  it('never leaves a country parameter behind', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('country', 'a', 'b'), fc.string()), (entries) => {
        const search = `?${new URLSearchParams(entries).toString()}`;
        const url = new URL(withoutCountryParam('/p/', search, ''), 'http://x');
        expect(url.searchParams.has('country')).toBe(false);
      }),
    );
  });
});
