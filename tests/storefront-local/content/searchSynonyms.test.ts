/**
 * The merchant's synonym list (content/search-synonyms.json) is checked against Shopify's rules for
 * synonym groups (https://help.shopify.com/en/manual/online-store/search-and-discovery/synonyms): a
 * synonym is one to five words, at most 20 a group and 1,000 a store, and each belongs to one group.
 * The storefront's search and predictive search answer alike with it.
 */
import { DEFAULT_CONTENT_DIR } from '../../../storefront-local/shops/blue-bay/content/seed';
import { loadSearchSynonyms, parseSearchSynonyms, type SearchSynonymsError } from '../../../storefront-local/content/searchSynonyms';
import { testStorefront, type TestStorefront } from '../helpers';

const problems = (list: unknown): string[] => {
  try {
    parseSearchSynonyms(list);
    return [];
  } catch (error) {
    return (error as SearchSynonymsError).problems;
  }
};

describe('content/search-synonyms.json', () => {
  it('reads the shop file into groups of lower-case words', () => {
    const groups = loadSearchSynonyms(DEFAULT_CONTENT_DIR);
    expect(groups.length).toBeGreaterThan(5);
    expect(groups).toContainEqual(expect.objectContaining({ terms: expect.arrayContaining([['swim', 'trunks'], ['board', 'shorts']]) }));
  });

  it('names every mistake with its entry', () => {
    expect(problems({ terms: ['a', 'b'] })).toEqual([expect.stringContaining('must be a list')]);
    expect(problems([{ terms: ['one two three four five six', 'ok'] }])).toEqual(['entry 1: "one two three four five six" must be 1 to 5 words']);
    expect(problems([{ terms: 'swimsuit' }])).toEqual(['entry 1: terms must be a list of words or phrases']);
    expect(problems([{ terms: ['lonely'] }])).toEqual(['entry 1: a group needs two terms, or alsoFinds']);
    expect(problems([{ terms: ['tote', 'Beach Bag'] }, { terms: ['beach bag', 'holdall'] }])).toEqual([
      'entry 2: "beach bag" is already in entry 1; a term belongs to one group',
    ]);
    expect(problems([{ terms: Array.from({ length: 21 }, (_, i) => `word${i}`) }])).toEqual(['entry 1: 21 terms; a group holds at most 20']);
    expect(problems(Array.from({ length: 51 }, (_, g) => ({ terms: Array.from({ length: 20 }, (_, i) => `w${g}x${i}`) })))).toEqual([
      '1020 terms in all; the store holds at most 1000',
    ]);
    expect(parseSearchSynonyms([{ terms: ['Cover-Up', 'coverup'], alsoFinds: ['beach dress'] }])).toEqual([
      { terms: [['cover', 'up'], ['coverup']], alsoFinds: [['beach', 'dress']] },
    ]);
  });
});

const SEARCH = `query Search($query: String!) { search(query: $query, first: 60, types: [PRODUCT]) { totalCount nodes { ... on Product { handle } } } }`;
const PREDICTIVE = `query Predictive($query: String!) {
  predictiveSearch(query: $query, limit: 10) { products { handle } collections { title } queries { text } }
}`;

describe('search agrees with predictive search', () => {
  let sf: TestStorefront;
  beforeAll(async () => {
    sf = await testStorefront();
  });
  afterAll(() => sf.close());

  const search = async (query: string) => (await sf.gql<{ search: { totalCount: number; nodes: { handle: string }[] } }>(SEARCH, { query })).search;

  it.each(['leopard print', 'leopard', 'cover', 'cover up', 'bathing suit', 'swim trunks', 'beach bag', 'sunglasses', 'bikni', 'midnight'])(
    'what predictive search offers for "%s" the results page finds',
    async (typed) => {
      const { predictiveSearch } = await sf.gql<{ predictiveSearch: { products: { handle: string }[]; collections: unknown[]; queries: { text: string }[] } }>(
        PREDICTIVE,
        { query: typed },
      );
      const results = await search(typed);
      expect(predictiveSearch.products.length + predictiveSearch.collections.length).toBeGreaterThan(0);
      expect(results.totalCount).toBeGreaterThan(0);
      const found = new Set(results.nodes.map((n) => n.handle));
      expect(predictiveSearch.products.map((p) => p.handle).filter((h) => !found.has(h))).toEqual([]);
      for (const suggestion of predictiveSearch.queries) expect((await search(suggestion.text)).totalCount).toBeGreaterThan(0);
    },
  );
});
