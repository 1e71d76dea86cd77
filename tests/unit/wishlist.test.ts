import fc from 'fast-check';
import {
  dedupeByHandle,
  mergeWishlists,
  parseServerWishlist,
  sameWishlist,
  validItems,
  type WishlistItem,
} from '../../src/lib/wishlist';
import { rebaseWishlist } from '../../src/lib/wishlistMerge';

const item = (handle: string): WishlistItem => ({ handle, variants: [{ id: `v-${handle}` }] });

describe('wishlist helpers', () => {
  it('reads the server answer: products is a JSON string in the first record', () => {
    expect(parseServerWishlist([{ products: JSON.stringify([item('a')]) }])).toEqual([item('a')]);
    expect(parseServerWishlist([])).toEqual([]);
    expect(parseServerWishlist([{ products: 'not json' }])).toEqual([]);
    expect(parseServerWishlist({ products: '[]' })).toEqual([]);
  });

  it('keeps valid items with every field they carry and drops broken ones', () => {
    const saved = {
      handle: 'sunset-bikini',
      title: 'Sunset bikini',
      image: null,
      price: '45.00',
      variants: [{ id: 'gid://shopify/ProductVariant/1', title: 'S' }],
    };
    const broken = [
      { handle: '', variants: [{ id: 'x' }] },
      { handle: 'no-variants', variants: [] },
      { handle: 'no-id', variants: [{ title: 'S' }] },
      { handle: 'bad-image', image: 5, variants: [{ id: 'x' }] },
      'junk',
      null,
    ];
    expect(validItems([saved, ...broken, { ...saved, title: 'Duplicate' }])).toEqual([saved]);
  });

  it('merges without duplicate handles, keeping every handle of both lists', () => {
    const handles = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 8 });
    fc.assert(
      fc.property(handles, handles, (server, local) => {
        const merged = mergeWishlists(server.map(item), local.map(item)).map((i) => i.handle);
        expect(new Set(merged).size).toBe(merged.length);
        expect(new Set(merged)).toEqual(new Set([...server, ...local]));
      }),
    );
  });

  it('dedupes idempotently and compares by handle order', () => {
    const list = [item('a'), item('b'), item('a')];
    expect(dedupeByHandle(dedupeByHandle(list))).toEqual(dedupeByHandle(list));
    expect(sameWishlist([item('a')], [item('a')])).toBe(true);
    expect(sameWishlist([item('a'), item('b')], [item('b'), item('a')])).toBe(false);
  });
});

describe('rebaseWishlist (issue 19: merge after a 412 or another tab’s change)', () => {
  const it_ = (handle: string) => ({ handle, variants: [{ id: `v-${handle}` }] });
  const handlesOf = (list: { handle: string }[]) => list.map((i) => i.handle);

  it('keeps both sides’ additions and our removals', () => {
    const merged = rebaseWishlist([it_('a'), it_('b'), it_('theirs')], [it_('a'), it_('b')], [it_('b'), it_('ours')]);
    expect(handlesOf(merged)).toEqual(['b', 'theirs', 'ours']);
  });

  it('never loses an item either side added since the base, and holds each handle once', () => {
    const handle = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    const list = fc.uniqueArray(handle).map((hs) => hs.map(it_));
    fc.assert(
      fc.property(list, list, list, (theirs, base, ours) => {
        const merged = handlesOf(rebaseWishlist(theirs, base, ours));
        expect(new Set(merged).size).toBe(merged.length);
        const baseSet = new Set(handlesOf(base));
        for (const h of handlesOf(ours)) if (!baseSet.has(h)) expect(merged).toContain(h);
        const oursSet = new Set(handlesOf(ours));
        for (const h of handlesOf(theirs)) if (!(baseSet.has(h) && !oursSet.has(h))) expect(merged).toContain(h);
        for (const h of baseSet) if (!oursSet.has(h)) expect(merged).not.toContain(h);
      }),
    );
  });
});
