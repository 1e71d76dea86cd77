import fc from 'fast-check';
import { parseSearchQuery, serializeSearchQuery } from '../../src/lib/searchQuery';

describe('search URL query', () => {
  it('reads the query text and the page cursor', () => {
    expect(parseSearchQuery('?q=coral%20reef&page=2&after=abc')).toEqual({ q: 'coral reef', page: 2, after: 'abc', before: null });
  });

  it('tidies whitespace and ignores a page without a cursor', () => {
    expect(parseSearchQuery('?q=%20%20sun%20%20hat%20&page=5')).toEqual({ q: 'sun hat', page: 1, after: null, before: null });
  });

  it('round-trips any search through the URL', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.option(fc.stringMatching(/^[A-Za-z0-9=]{4,20}$/), { nil: null }), fc.integer({ min: 2, max: 9 }), (text, cursor, page) => {
        const state = parseSearchQuery(`?${new URLSearchParams({ q: text }).toString()}`);
        const withPage = cursor ? { ...state, page, after: cursor } : state;
        expect(parseSearchQuery(serializeSearchQuery(withPage))).toEqual(withPage);
      }),
    );
  });
});
