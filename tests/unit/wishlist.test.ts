import fc from 'fast-check';
import * as v from 'valibot';
import {
  dedupeByHandle,
  looksLikeWishlistItem,
  mergeWishlists,
  sameWishlist,
  storedWishlistSchema,
  validItems,
  type WishlistItem,
} from '../../src/lib/wishlist';
import { parseServerWishlist, wishlistItemSchema } from '../../src/lib/wishlistItem';
import { mergeWithServer, parseMergeBase, rebaseWishlist } from '../../src/lib/wishlistMerge';

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

  it('reads the stored {visitorWishlist} value, dropping broken entries; another shape fails', () => {
    const read = (value: unknown) => v.safeParse(storedWishlistSchema, value);
    expect(read({ visitorWishlist: [item('a'), { handle: 'b' }, item('a')] }).output).toEqual({ visitorWishlist: [item('a')] });
    expect(read([]).success).toBe(false);
    expect(read({ visitorWishlist: 5 }).success).toBe(false);
  });

  it('the start-up check lets through every item the shared schema accepts', () => {
    const anyItem = fc.oneof(
      fc.record({
        handle: fc.string(),
        title: fc.option(fc.string(), { nil: undefined }),
        image: fc.oneof(fc.constant(null), fc.string(), fc.record({ url: fc.string() })),
        selectedVariantId: fc.option(fc.string(), { nil: undefined }),
        variants: fc.array(fc.oneof(fc.record({ id: fc.string(), title: fc.string() }), fc.constant(null), fc.record({ title: fc.string() })), {
          maxLength: 3,
        }),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(anyItem, (candidate) => {
        if (v.safeParse(wishlistItemSchema, candidate).success) expect(looksLikeWishlistItem(candidate)).toBe(true);
      }),
    );
  });

  it('a changed size is something to send', () => {
    expect(sameWishlist([{ ...item('a'), selectedVariantId: 'v-a' }], [item('a')])).toBe(false);
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

describe('mergeWithServer: the server list read after a reload, against the list this device last read', () => {
  const it_ = (handle: string) => ({ handle, variants: [{ id: `v-${handle}` }] });
  const handlesOf = (list: { handle: string }[]) => list.map((i) => i.handle);
  const list = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')).map((hs) => hs.map(it_));

  it('an item removed on another device does not come back; one added here stays', () => {
    const merged = mergeWithServer([it_('b')], [it_('a'), it_('b')], [it_('a'), it_('b'), it_('new-here')]);
    expect(handlesOf(merged)).toEqual(['b', 'new-here']);
  });

  it('three-way: additions on either side stay, removals on either side since the base stay removed', () => {
    fc.assert(
      fc.property(list, list, list, (server, base, local) => {
        const merged = new Set(handlesOf(mergeWithServer(server, base, local)));
        const [s, b, l] = [server, base, local].map((x) => new Set(handlesOf(x))) as [Set<string>, Set<string>, Set<string>];
        expect(merged.size).toBe(handlesOf(mergeWithServer(server, base, local)).length);
        for (const h of l) if (!b.has(h)) expect(merged.has(h)).toBe(true); // added here
        for (const h of s) if (!b.has(h)) expect(merged.has(h)).toBe(true); // added elsewhere
        for (const h of b) if (!l.has(h)) expect(merged.has(h)).toBe(false); // removed here wins
        for (const h of b) if (!s.has(h)) expect(merged.has(h)).toBe(false); // removed elsewhere stays removed
        for (const h of b) if (s.has(h) && l.has(h)) expect(merged.has(h)).toBe(true); // untouched
        for (const h of merged) expect(s.has(h) || l.has(h)).toBe(true); // nothing invented
      }),
    );
  });

  it('without a base (new device, corrupted base) every item of both lists is kept', () => {
    fc.assert(
      fc.property(list, list, (server, local) => {
        expect(new Set(handlesOf(mergeWithServer(server, null, local)))).toEqual(new Set([...handlesOf(server), ...handlesOf(local)]));
      }),
    );
  });

  it('an item whose size was changed here keeps the size chosen here', () => {
    const before = { ...it_('a'), selectedVariantId: 'v-m' };
    const now = { ...it_('a'), selectedVariantId: 'v-l' };
    expect(mergeWithServer([before], [before], [now])).toEqual([now]);
    expect(mergeWithServer([now], [before], [before])).toEqual([now]);
  });
});

describe('parseMergeBase: a stored base that cannot be trusted is no base', () => {
  const stored = (value: unknown) => JSON.stringify(value);

  it('reads the base of this customer only', () => {
    expect(parseMergeBase(stored({ customerId: 'c1', items: [item('a')] }), 'c1')).toEqual([item('a')]);
    expect(parseMergeBase(stored({ customerId: 'c2', items: [item('a')] }), 'c1')).toBeNull();
    expect(parseMergeBase(null, 'c1')).toBeNull();
    expect(parseMergeBase('{"customerId":"c1","items":', 'c1')).toBeNull();
    expect(parseMergeBase(stored({ customerId: 'c1', items: 'a' }), 'c1')).toBeNull();
  });

  it('whatever is stored, the merge never loses an item added here', () => {
    const local = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { selector: (h) => h }).map((hs) => hs.map(item));
    const raw = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c').map(item), fc.anything())).map((items) => JSON.stringify({ customerId: 'c1', items })),
    );
    fc.assert(
      fc.property(raw, local, local, (stored, server, here) => {
        const base = parseMergeBase(stored, 'c1');
        const merged = mergeWithServer(server, base, here).map((i) => i.handle);
        const baseHandles = new Set((base ?? []).map((i) => i.handle));
        for (const i of here) if (!baseHandles.has(i.handle)) expect(merged).toContain(i.handle);
      }),
    );
  });
});
