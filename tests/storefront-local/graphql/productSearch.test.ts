/**
 * Product search on the catalogue with the syntax of https://shopify.dev/docs/api/usage/search-syntax,
 * and the bounds on what one search may cost.
 */
import fc from 'fast-check';
import { PRODUCTS_QUERY, SEARCH_QUERY } from '../../../src/storefront/documents';
import { getCatalogue } from '../../../storefront-local/seed/seedCatalogue';
import { parseProductQuery, stem, withinOneTypo } from '../../../storefront-local/graphql/productSearch';
import { MAX_SEARCH_QUERY_LENGTH } from '../../../storefront-local/graphql/searchSyntax';
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
  const searched = (query: string, typos = false) => products.filter(parseProductQuery(query, { stemming: true, typos })).map((p) => p.handle);

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

  it('maps "swimsuit" to one-pieces and bikinis', () => {
    const swimsuits = searched('swimsuits');
    expect(swimsuits).toEqual(searched('swimsuit'));
    expect(swimsuits).toEqual(expect.arrayContaining([...searched('one-piece'), ...searched('bikini')]));
  });

  it('forgives one typo in predictive search only, and never in the first three letters', () => {
    expect(searched('bikni*', true)).toEqual(searched('bikini*', true));
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
