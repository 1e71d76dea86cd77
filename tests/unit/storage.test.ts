import fc from 'fast-check';
import * as v from 'valibot';
import { readJSON, writeJSON, writeString, type StorageLike } from '../../src/lib/storage';

const schema = v.object({ countryCode: v.string() });
const fallback = { countryCode: 'US' };

describe('safe storage', () => {
  it('reads a valid stored value', () => {
    writeJSON('k', { countryCode: 'GB' });
    expect(readJSON('k', schema, fallback)).toEqual({ countryCode: 'GB' });
  });

  it('falls back to the default for missing, corrupted or foreign values', () => {
    expect(readJSON('missing', schema, fallback)).toEqual(fallback);
    localStorage.setItem('k', '{not json');
    expect(readJSON('k', schema, fallback)).toEqual(fallback);
    localStorage.setItem('k', JSON.stringify({ countryCode: 42 }));
    expect(readJSON('k', schema, fallback)).toEqual(fallback);
  });

  it('tells the caller about corruption', () => {
    const onCorrupt = vi.fn();
    localStorage.setItem('k', 'null');
    readJSON('k', schema, fallback, localStorage, onCorrupt);
    expect(onCorrupt).toHaveBeenCalledOnce();
  });

  it('never throws on arbitrary stored text', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        localStorage.setItem('k', raw);
        const value = readJSON('k', schema, fallback);
        expect(typeof value.countryCode).toBe('string');
      }),
    );
  });

  it('swallows quota errors on write', () => {
    const full: StorageLike = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeString('k', 'v', full)).toBe(false);
    expect(() => writeJSON('k', { a: 1 }, full)).not.toThrow();
  });
});
