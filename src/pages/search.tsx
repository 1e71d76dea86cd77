import { Link, navigate, type HeadFC, type PageProps } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import { Pagination } from '../components/collection/Pagination';
import { useClientSearch } from '../components/collection/useClientSearch';
import { Seo } from '../components/layout/Seo';
import { FIRST_ROW_CARDS, ProductGrid } from '../components/product/ProductGrid';
import { SEARCH_PAGE_SIZE } from '../config/listings';
import { TOP_LINKS } from '../config/navigation';
import { ROUTES, SHOP_NAME } from '../config/site';
import { pageCount } from '../lib/collectionQuery';
import { parseSearchQuery, serializeSearchQuery, MAX_SEARCH_QUERY_LENGTH, type SearchState } from '../lib/searchQuery';
import { describePage } from '../stores/analyticsPages';
import { useListings } from '../stores/listings';
import * as styles from './search.module.css';


/** Search page (/search/): `?q=` results from the Storefront, a page at a time. */
export default function SearchPage({ location }: PageProps) {
  const query = useClientSearch(location.search);
  const state = useMemo(() => parseSearchQuery(query), [query]);
  const key = JSON.stringify(state);
  const search = useListings((s) => s.search);
  const loadSearch = useListings((s) => s.loadSearch);
  const [text, setText] = useState(state.q);
  // One search view per search words (paging through the results is not a new search).
  describePage(location.pathname, state.q ? { searchString: state.q, view: { kind: 'search', searchString: state.q } } : {});

  useEffect(() => setText(state.q), [state.q]);
  useEffect(() => {
    void loadSearch(state);
    // `key` is the search state in one string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = search.key === key ? search : null;
  const result = current?.result ?? null;
  const loading = Boolean(state.q) && (!current || current.status === 'loading');
  const href = (next: SearchState) => `${ROUTES.search}${serializeSearchQuery(next)}`;
  const ready = current?.status === 'ready' && result;
  const nextHref =
    ready && result.pageInfo.hasNextPage && result.pageInfo.endCursor
      ? href({ ...state, page: state.page + 1, after: result.pageInfo.endCursor, before: null })
      : null;
  const previousHref =
    ready && state.page > 1
      ? href(
          state.page === 2 || !result.pageInfo.startCursor
            ? { q: state.q, page: 1, after: null, before: null }
            : { ...state, page: state.page - 1, after: null, before: result.pageInfo.startCursor },
        )
      : null;

  return (
    <div className={`container ${styles.page}`}>
      <h1>{state.q ? `Search results for “${state.q}”` : 'Search'}</h1>
      <form
        role="search"
        className={styles.form}
        action={ROUTES.search}
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          if (q) void navigate(href({ q, page: 1, after: null, before: null }));
        }}
      >
        <label htmlFor="search-page-input" className="visually-hidden">
          Search products
        </label>
        <input
          id="search-page-input"
          name="q"
          type="search"
          value={text}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          placeholder="Search bikinis, prints, collections…"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>

      <p className={styles.status} role="status" aria-live="polite">
        {!state.q
          ? 'Type what you are looking for: a print, a style or a colour.'
          : loading
            ? 'Searching…'
            : current?.status === 'error'
              ? 'Search is unavailable right now. Please try again in a moment.'
              : result
                ? `${result.totalCount} ${result.totalCount === 1 ? 'result' : 'results'}`
                : ''}
      </p>

      {current?.status === 'error' ? (
        <button type="button" className="button button--secondary" onClick={() => void loadSearch(state)}>
          Try again
        </button>
      ) : null}

      {result && result.cards.length > 0 ? (
        <div className={loading ? styles.dimmed : undefined}>
          <h2 className="visually-hidden">Products</h2>
          <ProductGrid products={result.cards} label="Search results" eagerCount={FIRST_ROW_CARDS} />
        </div>
      ) : null}

      {ready && result.cards.length === 0 ? (
        <div className={styles.empty}>
          <h2>Nothing found for “{state.q}”</h2>
          <p>Check the spelling, try a broader word such as “bikini” or “towel”, or browse a collection:</p>
          <ul className={styles.suggestions}>
            {TOP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Pagination page={state.page} pages={ready ? pageCount(result.totalCount, state.page, SEARCH_PAGE_SIZE) : null} previousHref={previousHref} nextHref={nextHref} />
    </div>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Search" description={`Search ${SHOP_NAME} for bikinis, one-pieces, beachwear and accessories.`} pathname={location.pathname} noindex />
);
