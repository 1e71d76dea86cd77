import fc from 'fast-check';
import { PROVINCES, provinceCode, provincesOf } from '../../src/lib/provinces';

describe('states and provinces', () => {
  it('lists them for the US, Canada and Australia only', () => {
    expect(Object.keys(PROVINCES).sort()).toEqual(['AU', 'CA', 'US']);
    expect(provincesOf('CA')).toHaveLength(13);
    expect(provincesOf('AU')).toHaveLength(8);
    expect(provincesOf('GB')).toBeNull();
  });

  it('has each code and each name once per country', () => {
    for (const list of Object.values(PROVINCES)) {
      expect(new Set(list.map((p) => p.code)).size).toBe(list.length);
      expect(new Set(list.map((p) => p.name)).size).toBe(list.length);
    }
  });

  it('finds the code from a code or a name in any case, and nothing else', () => {
    expect(provinceCode('US', 'california')).toBe('CA');
    expect(provinceCode('US', ' ca ')).toBe('CA');
    expect(provinceCode('CA', 'Québec')).toBeNull();
    expect(provinceCode('GB', 'Kent')).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(PROVINCES)), fc.string(), (country, value) => {
        const code = provinceCode(country, value);
        if (code !== null) expect(provincesOf(country)?.some((p) => p.code === code)).toBe(true);
      }),
    );
  });
});
