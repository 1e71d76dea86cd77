/**
 * Product search on the catalogue with the syntax of https://shopify.dev/docs/api/usage/search-syntax,
 * and the bounds on what one search may cost.
 */
import fc from 'fast-check';
import { PRODUCTS_QUERY, SEARCH_QUERY } from '../../../src/storefront/documents';
import { getCatalogue } from '../../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { parseProductQuery, stem, withinOneTypo } from '../../../storefront-local/graphql/productSearch';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../storefront-local/graphql/searchSyntax';
import { getSearchSynonyms } from '../../../storefront-local/shops/blue-bay/content/searchSynonyms';
import { testStorefront, type TestStorefront } from '../helpers';

const products = getCatalogue().products;
const handles = (query: string) => products.filter(parseProductQuery(query)).map((p) => p.handle);
const where = (test: (p: (typeof products)[number]) => boolean) => products.filter(test).map((p) => p.handle);
const tagged = (tag: string) => (p: (typeof products)[number]) => p.tags.includes(tag);

describe('parseProductQuery on the catalogue', () => {
  it('lets AND bind tighter than OR, and parentheses override it', () => {
    const sale = tagged('SALE');
    const fresh = tagged('NEW ARRIVAL');
    const men = (p: (typeof products)[number]) => p.productType === "Men's Swim Shorts";
    expect(handles(`tag:SALE OR tag:'NEW ARRIVAL' product_type:"Men's Swim Shorts"`)).toEqual(where((p) => sale(p) || (fresh(p) && men(p))));
    expect(handles(`(tag:SALE OR tag:'NEW ARRIVAL') product_type:"Men's Swim Shorts"`)).toEqual(where((p) => (sale(p) || fresh(p)) && men(p)));
    expect(where(men).length).toBeGreaterThan(0);
  });

  it('negates terms and groups', () => {
    expect(handles('-tag:SALE')).toEqual(where((p) => !tagged('SALE')(p)));
    expect(handles("NOT (tag:SALE OR tag:'BEST SELLER')")).toEqual(where((p) => !tagged('SALE')(p) && !tagged('BEST SELLER')(p)));
  });

  it('compares created_at and updated_at with dates and date-times', () => {
    const dates = [...new Set(products.map((p) => p.createdAt.slice(0, 10)))].sort();
    const middle = dates[Math.floor(dates.length / 2)] as string;
    const startOfDay = Date.parse(middle);
    const endOfDay = startOfDay + 86_400_000;
    const created = (p: (typeof products)[number]) => Date.parse(p.createdAt);
    expect(handles(`created_at:>${middle}`)).toEqual(where((p) => created(p) >= endOfDay));
    expect(handles(`created_at:>=${middle}`)).toEqual(where((p) => created(p) >= startOfDay));
    expect(handles(`created_at:<${middle}`)).toEqual(where((p) => created(p) < startOfDay));
    expect(handles(`created_at:<=${middle}`)).toEqual(where((p) => created(p) < endOfDay));
    expect(handles(`created_at:${middle}`)).toEqual(where((p) => created(p) >= startOfDay && created(p) < endOfDay));
    expect(handles(`created_at:${middle}`).length).toBeGreaterThan(0);
    const instant = products[0]?.updatedAt as string;
    expect(handles(`updated_at:>='${instant}'`)).toEqual(where((p) => Date.parse(p.updatedAt) >= Date.parse(instant)));
    expect(handles('created_at:>not-a-date')).toEqual([]);
  });

  it('matches quoted phrases as phrases and escaped characters literally', () => {
    const marina = products.find((p) => p.handle === 'marina-top-coral-reef');
    expect(marina).toBeDefined();
    expect(handles('"coral reef" marina')).toContain('marina-top-coral-reef');
    expect(handles('"reef coral"')).not.toContain('marina-top-coral-reef');
    expect(handles('handle:marina\\-top\\-coral\\-reef')).toEqual(['marina-top-coral-reef']);
  });

  const atoms = fc.constantFrom('tag:SALE', "tag:'BEST SELLER'", "tag:'NEW ARRIVAL'", 'marina', 'available_for_sale:true', 'variants.price:<40', 'created_at:>2025-03-01', 'vendor:"Blue Bay Swim"');

  it('follows boolean algebra: De Morgan, commutativity, OR widens and AND narrows', () => {
    fc.assert(
      fc.property(atoms, atoms, (a, b) => {
        expect(handles(`NOT (${a} OR ${b})`)).toEqual(handles(`-(${a}) -(${b})`));
        expect(handles(`${a} ${b}`)).toEqual(handles(`${b} AND ${a}`));
        const either = new Set(handles(`${a} OR ${b}`));
        const both = handles(`(${a}) (${b})`);
        expect(handles(a).every((h) => either.has(h))).toBe(true);
        expect(both.every((h) => handles(a).includes(h))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * Issue 31 item 5: everyday words found nothing. Storefront search reads the product type, print,
 * colour, tags and description (https://help.shopify.com/en/manual/online-store/storefront-search) and
 * the merchant's synonym groups (https://help.shopify.com/en/manual/online-store/search-and-discovery/synonyms).
 */
describe('everyday words (search with the shop synonyms)', () => {
  const listed = products.filter((p) => !p.hidden);
  const search = (query: string) => listed.filter(parseProductQuery(query, { stemming: true, typos: true, synonyms: getSearchSynonyms() }));
  const types = (query: string) => new Set(search(query).map((p) => p.type.slug));

  it('finds the 63 leopard products for "leopard print" and "animal print"', () => {
    const leopard = listed.filter((p) => p.print.pattern === 'leopard').map((p) => p.handle).sort();
    expect(leopard).toHaveLength(63);
    expect(search('leopard print').map((p) => p.handle).sort()).toEqual(leopard);
    expect(search('animal print').map((p) => p.handle).sort()).toEqual(leopard);
  });

  it('maps shopper words to the garments they mean', () => {
    expect(types('swim trunks')).toEqual(new Set(['mens-shorts']));
    expect(types('board shorts')).toEqual(new Set(['mens-shorts']));
    expect(types('boardshorts')).toEqual(new Set(['mens-shorts']));
    expect(types('beach bag')).toEqual(new Set(['bag']));
    expect(types('cover up')).toEqual(new Set(['dress', 'skirt', 'shrug']));
    expect(types('cover-up')).toEqual(types('cover up'));
    const bathing = search('bathing suit');
    expect(bathing.map((p) => p.handle)).toEqual(expect.arrayContaining(search('one piece').concat(search('bikini')).map((p) => p.handle)));
    expect(types('sunglasses').has('pouch')).toBe(true);
    expect(types('triangle top')).toEqual(new Set(['top', 'set']));
    expect(types('tie side bottoms')).toEqual(new Set(['bottoms', 'set']));
    // The swimwear's material line: "Made from 78% recycled nylon…".
    expect(search('recycled').length).toBeGreaterThan(500);
    expect(search('recycled').every((p) => p.category === 'swim' || p.category === 'mens')).toBe(true);
  });

  it('keeps a one-way synonym one way: "bikini" finds no one-pieces', () => {
    expect(types('bikini').has('one-piece')).toBe(false);
    expect(types('swimsuit').has('one-piece')).toBe(true);
  });

  it('reads the last word as the start of a synonym, as a shopper types it', () => {
    expect(search('cover').map((p) => p.handle)).toEqual(expect.arrayContaining(search('cover up').map((p) => p.handle)));
    expect(search('cover u').map((p) => p.handle)).toEqual(search('cover up').map((p) => p.handle));
  });

  it('narrows with colour and print words like any other: "red bikini", "black leopard"', () => {
    expect(search('red bikini').every((p) => p.print.colour === 'filter_red')).toBe(true);
    expect(search('red bikini').length).toBeGreaterThan(0);
    expect(search('black leopard').every((p) => p.print.handle === 'midnight-leopard')).toBe(true);
  });
});

describe('bounded search over HTTP', () => {
  let sf: TestStorefront;
  beforeAll(async () => {
    sf = await testStorefront();
  });
  afterAll(() => sf.close());

  it('refuses a 27 KB search with a GraphQL error naming the limit, and no results', async () => {
    const query = 'marina OR '.repeat(2_700);
    for (const [document, variables] of [
      [SEARCH_QUERY, { query, first: 24 }],
      [PRODUCTS_QUERY, { query, first: 24 }],
    ] as const) {
      const result = await sf.request(document, variables);
      expect(result.errors?.[0]?.message).toBe(`Search query is too long (${query.length} characters; the maximum is ${MAX_SEARCH_QUERY_LENGTH}).`);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      expect(result.data ?? null).toBeNull();
    }
  });

  it('answers a search at the limits: 100 terms, close to the maximum length', async () => {
    const query = `(${Array.from({ length: 100 }, (_, i) => (i % 2 ? 'marina' : 'kai')).join(' OR ')})`.padEnd(MAX_SEARCH_QUERY_LENGTH, ' ');
    const result = await sf.request(SEARCH_QUERY, { query, first: 5 });
    expect(result.errors).toBeUndefined();
    expect(result.data?.search.nodes.length).toBeGreaterThan(0);
  });
});

/**
 * Issue 20 item 8: storefront search behaviour for free words, as
 * https://help.shopify.com/en/manual/online-store/storefront-search ("Search behavior") describes it:
 * singular and plural forms match, and search terms tolerate a typo (here in predictive search only).
 */
describe('storefront search words (search and predictiveSearch)', () => {
  const searched = (query: string, typos = false) =>
    products.filter(parseProductQuery(query, { stemming: true, typos, synonyms: getSearchSynonyms() })).map((p) => p.handle);

  it('matches plurals as their singular ("bikinis" as "bikini")', () => {
    expect(searched('bikini').length).toBeGreaterThan(0);
    expect(searched('bikinis')).toEqual(searched('bikini'));
    expect(handles('bikinis')).toEqual([]);
  });

  it('matches a compound written as one word ("onepiece") and hyphenated words', () => {
    expect(searched('one-piece').length).toBeGreaterThan(0);
    expect(searched('onepiece')).toEqual(searched('one-piece'));
    expect(searched('coral-reef').length).toBeGreaterThan(0);
  });

  it('maps "swimsuit" to one-pieces and bikinis (a one-way synonym of content/search-synonyms.json)', () => {
    const swimsuits = searched('swimsuits');
    expect(swimsuits).toEqual(searched('swimsuit'));
    expect(swimsuits).toEqual(expect.arrayContaining([...searched('one-piece'), ...searched('bikini')]));
  });

  it('forgives one typo when asked (search and predictiveSearch), never in the first three letters', () => {
    expect(searched('bikni*', true)).toEqual(searched('bikini*', true));
    expect(searched('bikni', true)).toEqual(searched('bikini', true));
    expect(searched('bikni')).toEqual([]);
    expect(searched('xikini*', true)).toEqual([]);
  });

  it('stems to a prefix of the word (or its -y form) and tolerates typos symmetrically', () => {
    expect(['bikinis', 'dresses', 'accessories', 'tops', 'dress'].map(stem)).toEqual(['bikini', 'dress', 'accessory', 'top', 'dress']);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{4,9}$/), fc.stringMatching(/^[a-z]{3,9}$/), (word, other) => {
        const stemmed = stem(word);
        expect(word.startsWith(stemmed) || stemmed.endsWith('y')).toBe(true);
        expect(withinOneTypo(word, other)).toBe(withinOneTypo(other, word));
        expect(withinOneTypo(word, word)).toBe(true);
        expect(withinOneTypo(word, word.slice(1))).toBe(true);
        expect(withinOneTypo(word, `${word}xy`)).toBe(false);
      }),
    );
  });
});
