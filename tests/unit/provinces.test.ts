import fc from 'fast-check';
import { provinceCode, provincesOf } from '../../src/lib/provinces';

const ZONED = ['AU', 'CA', 'JP', 'US'];

describe('states and provinces', () => {
  it('lists them for the US, Canada, Australia and Japan', () => {
    expect(provincesOf('JP')).toHaveLength(47);
    expect(provincesOf('CA')).toHaveLength(13);
    expect(provincesOf('AU')).toHaveLength(8);
    expect(provincesOf('GB')).toBeNull();
  });

  it('has each code and each name once per country', () => {
    for (const list of ZONED.map((c) => provincesOf(c) ?? [])) {
      expect(new Set(list.map((p) => p.code)).size).toBe(list.length);
      expect(new Set(list.map((p) => p.name)).size).toBe(list.length);
    }
  });

  it('finds the code from a code or a name in any case, with or without accents, and nothing else', () => {
    expect(provinceCode('US', 'california')).toBe('CA');
    expect(provinceCode('US', ' ca ')).toBe('CA');
    expect(provinceCode('CA', 'Québec')).toBe('QC');
    expect(provinceCode('CA', 'Quebecc')).toBeNull();
    expect(provinceCode('GB', 'Kent')).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...ZONED), fc.string(), (country, value) => {
        const code = provinceCode(country, value);
        if (code !== null) expect(provincesOf(country)?.some((p) => p.code === code)).toBe(true);
      }),
    );
  });
});
