import fc from 'fast-check';
import { addressFormat, zoneCode, zoneName } from '../../shared/addressFormats';

describe('address formats per country', () => {
  it('lists the zones where addresses need one: US states, Canadian provinces, Australian states, Japanese prefectures', () => {
    expect(addressFormat('US').zones).toHaveLength(60);
    expect(addressFormat('CA').zones).toHaveLength(13);
    expect(addressFormat('AU').zones).toHaveLength(8);
    expect(addressFormat('JP').zones).toHaveLength(47);
    expect(addressFormat('JP')).toMatchObject({ zoneLabel: 'Prefecture', postalCode: 'required', postalLabel: 'Postal code' });
    expect(addressFormat('DE')).toMatchObject({ zones: null, zoneLabel: 'Region', postalCode: 'required' });
    expect(addressFormat('gb').zones).toBeNull();
  });

  it('requires a postal code except where a country has none or leaves it optional', () => {
    expect(addressFormat('DE').postalCode).toBe('required');
    expect(addressFormat('JP').postalCode).toBe('required');
    expect(addressFormat('HK').postalCode).toBe('none');
    expect(addressFormat('AE').postalCode).toBe('none');
    expect(addressFormat('IE').postalCode).toBe('optional');
    expect(addressFormat('DE').postalRule?.pattern.test('10115')).toBe(true);
    expect(addressFormat('DE').postalRule?.pattern.test('1011')).toBe(false);
    expect(addressFormat('JP').postalRule?.pattern.test('150-0001')).toBe(true);
    expect(addressFormat('JP').postalRule?.pattern.test('1500001')).toBe(true);
  });

  it('has each zone code and name once per country', () => {
    for (const country of ['US', 'CA', 'AU', 'JP']) {
      const zones = addressFormat(country).zones ?? [];
      expect(new Set(zones.map((z) => z.code)).size).toBe(zones.length);
      expect(new Set(zones.map((z) => z.name)).size).toBe(zones.length);
    }
  });

  it('finds a zone by its code, its name with or without accents, or a prefecture number', () => {
    expect(zoneCode('JP', 'Tokyo')).toBe('JP-13');
    expect(zoneCode('JP', 'tōkyō')).toBe('JP-13');
    expect(zoneCode('JP', 'jp-27')).toBe('JP-27');
    expect(zoneCode('JP', '1')).toBe('JP-01');
    expect(zoneName('JP', 'JP-27')).toBe('Ōsaka');
    expect(zoneCode('US', 'california')).toBe('CA');
    expect(zoneCode('DE', 'Bayern')).toBeNull();
    expect(zoneCode('US', '')).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom('US', 'CA', 'AU', 'JP'), fc.string(), (country, value) => {
        const code = zoneCode(country, value);
        if (code !== null) expect(addressFormat(country).zones?.some((z) => z.code === code)).toBe(true);
      }),
    );
  });
});
