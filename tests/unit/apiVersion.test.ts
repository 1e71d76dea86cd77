import fc from 'fast-check';
import { storefrontApiPath, supportsVersion, versionNumber } from '../../src/lib/apiVersion';

// https://shopify.dev/docs/api/usage/versioning: stable versions are named YYYY-MM for the quarter
// they were released in (01, 04, 07, 10).
describe('versionNumber', () => {
  it('reads stable versions and nothing else', () => {
    expect(versionNumber('2025-07')).toBe(202507);
    expect(versionNumber('2026-04')).toBe(202604);
    expect(versionNumber('2026-05')).toBeNull();
    expect(versionNumber('unstable')).toBeNull();
    expect(versionNumber('latest')).toBeNull();
  });
});

describe('supportsVersion', () => {
  it('is true from the version a feature came in, later versions included', () => {
    expect(supportsVersion('2026-04', '2026-04')).toBe(true);
    expect(supportsVersion('2026-07', '2026-04')).toBe(true);
    expect(supportsVersion('2027-01', '2026-04')).toBe(true);
  });

  it('is false on older versions: the spec’s 2025-07 has no 2026-04 feature', () => {
    expect(supportsVersion('2025-07', '2026-04')).toBe(false);
    expect(supportsVersion('2026-01', '2026-04')).toBe(false);
  });

  it('gives unstable everything and an unreadable version nothing', () => {
    expect(supportsVersion('unstable', '2026-04')).toBe(true);
    expect(supportsVersion('', '2026-04')).toBe(false);
    expect(supportsVersion('2026-4', '2026-04')).toBe(false);
  });

  it('refuses a feature version that is not a stable version (a programming error)', () => {
    expect(() => supportsVersion('2026-04', 'latest')).toThrow(/latest/);
  });

  it('orders versions as time does', () => {
    const version = fc.tuple(fc.integer({ min: 2020, max: 2040 }), fc.constantFrom('01', '04', '07', '10')).map(([y, m]) => `${y}-${m}`);
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(supportsVersion(a, b)).toBe(a >= b);
      }),
    );
  });
});

describe('storefrontApiPath', () => {
  it('names the version in the path, as Shopify routes it', () => {
    expect(storefrontApiPath('2026-04')).toBe('/api/2026-04/graphql.json');
  });
});
