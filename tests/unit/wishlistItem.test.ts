import fc from 'fast-check';
import { WISHLIST_LIMITS, parseWishlistItems, validateWishlist, wishlistItemSchema } from '../../src/lib/wishlistItem';
import * as v from 'valibot';

const item = (handle: string, extra: Record<string, unknown> = {}) => ({ handle, variants: [{ id: `v-${handle}` }], ...extra });

describe('parseWishlistItems (the browser reader)', () => {
  it('keeps valid items with their extra fields and drops broken ones', () => {
    const list = [item('a', { price: '90.00' }), { handle: 'no-variants' }, 'junk', null, item('b', { title: null })];
    expect(parseWishlistItems(list)).toEqual([item('a', { price: '90.00' }), item('b', { title: null })]);
  });

  it('keeps the first item of each handle', () => {
    expect(parseWishlistItems([item('a', { title: 'first' }), item('a', { title: 'second' })])).toEqual([
      item('a', { title: 'first' }),
    ]);
  });

  it('reads an image object as its URL, so every reader sees the site’s string', () => {
    const [parsed] = parseWishlistItems([item('a', { image: { url: 'https://cdn.example/a.png', altText: 'A' } })]);
    expect(parsed?.image).toBe('https://cdn.example/a.png');
  });

  it('answers an empty list for anything that is not an array', () => {
    for (const value of [undefined, null, 'a', 42, { handle: 'a' }]) expect(parseWishlistItems(value)).toEqual([]);
  });

  it('never throws and only returns schema-valid items with unique handles, whatever it is given', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.anything(), fc.record({ handle: fc.string(), variants: fc.array(fc.record({ id: fc.string() })) }))), (list) => {
        const items = parseWishlistItems(list);
        expect(new Set(items.map((entry) => entry.handle)).size).toBe(items.length);
        for (const entry of items) expect(v.is(wishlistItemSchema, entry)).toBe(true);
      }),
    );
  });
});

describe('validateWishlist (the service’s check of a POSTed list)', () => {
  it('accepts a valid list as sent', () => {
    expect(validateWishlist([item('a'), item('b')])).toEqual({ ok: true, items: [item('a'), item('b')] });
  });

  it('names the first five problems by path and counts the rest', () => {
    const broken = Array.from({ length: 7 }, () => ({ handle: '' , variants: [{ id: 'x' }] }));
    const result = validateWishlist(broken);
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^Invalid wishlist: \[0\]\.handle: must not be empty; .*\[4\]\.handle.* \(and 2 more\)$/),
    });
  });

  it('refuses duplicates, too many items and over-long fields with their limits', () => {
    expect(validateWishlist([item('a'), item('a')])).toMatchObject({ ok: false, message: expect.stringMatching(/\[1\]\.handle: duplicates item 0/) });
    const many = Array.from({ length: WISHLIST_LIMITS.items + 1 }, (_, index) => item(`p${index}`));
    expect(validateWishlist(many)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 500 items; got 501/) });
    expect(validateWishlist([item('h'.repeat(256))])).toMatchObject({ ok: false, message: expect.stringMatching(/handle: must be at most 255 characters/) });
  });
});
