import fc from 'fast-check';
import * as v from 'valibot';
import { readJSON, writeJSON, writeString, type StorageLike } from '../../src/browser/storage';

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
    expect(onCorrupt.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });

  it('falls back when a stored value breaks a rule of the schema, not only its type', () => {
    const balance = v.pipe(v.number(), v.integer(), v.minValue(0));
    for (const raw of ['-5', '2.5', '"100"', 'null']) {
      localStorage.setItem('balance', raw);
      expect(readJSON('balance', balance, 1500)).toBe(1500);
    }
    localStorage.setItem('balance', '40');
    expect(readJSON('balance', balance, 1500)).toBe(40);
  });

  it('keeps only the fields the schema knows', () => {
    localStorage.setItem('k', JSON.stringify({ countryCode: 'AU', injected: '<script>' }));
    expect(readJSON('k', schema, fallback)).toEqual({ countryCode: 'AU' });
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
