import fc from 'fast-check';
import { COLLECTION_SORTS, COLOUR_FILTERS, SIZE_FILTER_VALUES } from '../../src/config/collectionFilters';
import {
  DEFAULT_LISTING,
  isDefaultListing,
  nextPage,
  pageCount,
  parseListingQuery,
  previousPage,
  serializeListingQuery,
  toggleValue,
  withFilters,
  type ListingState,
} from '../../src/lib/collectionQuery';

const listingArb: fc.Arbitrary<ListingState> = fc
  .record({
    colours: fc.subarray(COLOUR_FILTERS.map((c) => c.value)),
    sizes: fc.subarray([...SIZE_FILTER_VALUES]),
    available: fc.boolean(),
    sort: fc.constantFrom(...COLLECTION_SORTS.map((s) => s.id)),
    page: fc.integer({ min: 1, max: 40 }),
    cursor: fc.option(fc.stringMatching(/^[A-Za-z0-9+/=]{4,40}$/), { nil: null }),
    backwards: fc.boolean(),
  })
  .map(({ cursor, backwards, page, ...rest }) => ({
    ...rest,
    page: cursor ? Math.max(page, 2) : 1,
    after: cursor && !backwards ? cursor : null,
    before: cursor && backwards ? cursor : null,
  }));

describe('collection URL query', () => {
  it('reads colours, sizes, stock, sort and page from a shared link', () => {
    const state = parseListingQuery('?colour=red&colour=multi-color&size=M&available=1&sort=price-asc&page=2&after=abc123');
    expect(state).toEqual({
      colours: ['filter_red', 'filter_multi-color'],
      sizes: ['M'],
      available: true,
      sort: 'price-asc',
      page: 2,
      after: 'abc123',
      before: null,
    });
  });

  it('drops unknown colours, sizes and sorts instead of failing', () => {
    expect(parseListingQuery('?colour=plaid&size=XXXL&sort=random&available=maybe')).toEqual(DEFAULT_LISTING);
  });

  it('treats a page number without its cursor as the first page', () => {
    expect(parseListingQuery('?page=7').page).toBe(1);
    expect(parseListingQuery('?page=3&after=%3Cscript%3E').page).toBe(1);
  });

  it('writes the default listing as an empty query, so the static page stays canonical', () => {
    expect(serializeListingQuery(DEFAULT_LISTING)).toBe('');
    expect(isDefaultListing(parseListingQuery(''))).toBe(true);
  });

  it('round-trips any listing through the URL', () => {
    fc.assert(
      fc.property(listingArb, (state) => {
        const query = serializeListingQuery(state);
        expect(parseListingQuery(query)).toEqual({ ...state, colours: state.colours, sizes: state.sizes });
        expect(serializeListingQuery(parseListingQuery(query))).toBe(query);
      }),
    );
  });

  it('gives the same URL whatever order the filters were picked in', () => {
    fc.assert(
      fc.property(listingArb, fc.integer(), (state, seed) => {
        const shuffled = { ...state, colours: [...state.colours].sort(() => (seed % 2 ? 1 : -1)), sizes: [...state.sizes].reverse() };
        expect(serializeListingQuery(shuffled)).toBe(serializeListingQuery(state));
      }),
    );
  });

  it('goes back to page 1 when a filter or the sort changes', () => {
    const onPage3 = parseListingQuery('?page=3&after=xyz');
    const changed = withFilters(onPage3, { colours: toggleValue(onPage3.colours, 'filter_blue') });
    expect(changed).toMatchObject({ page: 1, after: null, before: null, colours: ['filter_blue'] });
  });

  it('walks pages forwards with after and backwards with before, landing on a clean first page', () => {
    const two = nextPage(DEFAULT_LISTING, 'end1');
    expect(two).toMatchObject({ page: 2, after: 'end1' });
    const three = nextPage(two, 'end2');
    expect(previousPage(three, 'start3')).toMatchObject({ page: 2, before: 'start3', after: null });
    expect(isDefaultListing(previousPage(two, 'start2'))).toBe(true);
  });
});

describe('pageCount', () => {
  it('counts whole and partial pages of 24', () => {
    expect(pageCount(540, 1)).toBe(23);
    expect(pageCount(48, 2)).toBe(2);
    expect(pageCount(49, 2)).toBe(3);
    expect(pageCount(0, 1)).toBe(1);
  });

  it('is unknown without a total', () => {
    expect(pageCount(null, 2)).toBeNull();
    expect(pageCount(undefined, 2)).toBeNull();
    expect(pageCount(Number.NaN, 2)).toBeNull();
  });

  it('holds every item on its pages and never falls below the current page', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 250 }), (total, page, size) => {
        const pages = pageCount(total, page, size) as number;
        expect(pages).toBeGreaterThanOrEqual(page);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        if (pages > page && total > 0) expect((pages - 1) * size).toBeLessThan(total);
      }),
    );
  });
});
