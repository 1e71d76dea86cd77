import { navigate, type HeadFC, type PageProps } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import type { CollectionPageContext } from '../build/pages';
import { CollectionFilters, type FilterChange } from '../components/collection/CollectionFilters';
import { useClientSearch } from '../components/collection/useClientSearch';
import { Pagination } from '../components/collection/Pagination';
import { SortSelect } from '../components/collection/SortSelect';
import { Breadcrumbs } from '../components/layout/Breadcrumbs';
import { Seo } from '../components/layout/Seo';
import { FIRST_ROW_CARDS, ProductGrid } from '../components/product/ProductGrid';
import { HydrationSlice } from '../components/ui/HydrationSlice';
import { lazyPart, useLatched } from '../components/ui/lazyPart';
import { SHOP_NAME, SITE_URL, collectionPath } from '../config/site';
import { COLOUR_FILTERS } from '../config/collectionFilters';
import {
  hasActiveFilters,
  isDefaultListing,
  nextPage,
  pageCount,
  parseListingQuery,
  previousPage,
  serializeListingQuery,
  withFilters,
  type ListingState,
} from '../lib/collectionQuery';
import { breadcrumbJsonLd } from '../lib/structuredData';
import { describePage } from '../stores/analyticsPages';
import { useListings } from '../stores/listings';
import * as styles from './CollectionTemplate.module.css';


/**
 * Collection page (/collections/{slug}/). The static page holds the
 * unfiltered first page; filters, sort and pages live in the URL query and are fetched at runtime.
 */
// The phone's filter drawer loads when first opened (or on intent), not with the page.
const FiltersDrawer = lazyPart(() =>
  import(/* webpackChunkName: "part-filters-drawer" */ '../components/collection/FiltersDrawer').then((m) => m.FiltersDrawer),
);
const preloadFiltersDrawer = () => void FiltersDrawer.preload().catch(() => undefined);

export default function CollectionTemplate({ pageContext, location }: PageProps<object, CollectionPageContext>) {
  const { handle, title, description } = pageContext;
  const { id } = pageContext;
  describePage(location.pathname, { resourceId: id, collectionId: id, collectionHandle: handle, view: { kind: 'collection', id, handle } });
  const search = useClientSearch(location.search);
  const state = useMemo(() => parseListingQuery(search), [search]);
  const isDefault = isDefaultListing(state);
  const key = `${handle}${serializeListingQuery(state)}`;
  const listing = useListings((s) => s.listing);
  const loadListing = useListings((s) => s.loadListing);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersMounted = useLatched(filtersOpen);

  useEffect(() => {
    if (!isDefault) void loadListing(handle, state);
    // `key` is the listing state in one string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const staticResult = {
    cards: pageContext.products,
    pageInfo: { hasNextPage: pageContext.pageInfo.hasNextPage, hasPreviousPage: false, startCursor: null, endCursor: pageContext.pageInfo.endCursor },
    filters: pageContext.filters,
  };
  // While a new listing loads, the previous one of this collection stays on screen (dimmed).
  const sameCollection = listing.key !== null && listing.key.startsWith(`${handle}?`);
  const result = isDefault ? staticResult : sameCollection && listing.result ? listing.result : staticResult;
  const status = isDefault ? 'ready' : listing.key === key ? listing.status : 'loading';
  const loading = status === 'loading';

  const go = (next: ListingState, keepScroll = true) =>
    void navigate(`${collectionPath(handle)}${serializeListingQuery(next)}`, { state: { keepScroll } });
  const change = (delta: FilterChange) => go(withFilters(state, delta));
  const clearAll = () => go(withFilters(state, { colours: [], sizes: [], available: false }));

  const href = (next: ListingState) => `${collectionPath(handle)}${serializeListingQuery(next)}`;
  // Cursors of a listing still loading belong to the previous one: no page links until it is here.
  const settled = status === 'ready';
  const nextHref = settled && result.pageInfo.hasNextPage && result.pageInfo.endCursor ? href(nextPage(state, result.pageInfo.endCursor)) : null;
  const previousHref =
    settled && state.page > 1
      ? href(result.pageInfo.startCursor ? previousPage(state, result.pageInfo.startCursor) : withFilters(state, {}))
      : null;

  const total = result.filters.total;
  const activeCount = state.colours.length + state.sizes.length + (state.available ? 1 : 0);
  const active = [
    ...state.colours.map((value) => ({
      label: COLOUR_FILTERS.find((c) => c.value === value)?.name ?? value,
      remove: () => change({ colours: state.colours.filter((c) => c !== value) }),
    })),
    ...state.sizes.map((size) => ({ label: `Size ${size}`, remove: () => change({ sizes: state.sizes.filter((s) => s !== size) }) })),
    ...(state.available ? [{ label: 'In stock', remove: () => change({ available: false }) }] : []),
  ];

  return (
    <HydrationSlice>
      <div className={`container ${styles.page}`}>
        <Breadcrumbs
          crumbs={[
            { name: 'Home', path: '/' },
            { name: title, path: collectionPath(handle) },
          ]}
        />
        <header className={styles.header}>
          <h1>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>

        <HydrationSlice>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={`button button--secondary ${styles.filterButton}`}
              onClick={() => setFiltersOpen(true)}
              onPointerEnter={preloadFiltersDrawer}
              onFocus={preloadFiltersDrawer}
              aria-haspopup="dialog"
            >
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </button>
            <p className={styles.count} role="status" aria-live="polite">
              {status === 'error'
                ? 'We could not update the products. Please try again.'
                : loading
                  ? 'Updating products…'
                  : total !== null
                    ? `${total} ${total === 1 ? 'product' : 'products'}`
                    : `${result.cards.length} ${result.cards.length === 1 ? 'product' : 'products'}`}
            </p>
            <SortSelect id="collection-sort" value={state.sort} onChange={(sort) => go(withFilters(state, { sort }))} />
          </div>
        </HydrationSlice>

        {active.length > 0 ? (
          <ul className={styles.chips} aria-label="Active filters">
            {active.map((chip) => (
              <li key={chip.label}>
                <button type="button" className={styles.chip} onClick={chip.remove} aria-label={`Remove filter: ${chip.label}`}>
                  {chip.label} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className={styles.clear} onClick={clearAll}>
                Clear all
              </button>
            </li>
          </ul>
        ) : null}

        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-label="Filters">
            <HydrationSlice>
              <CollectionFilters idPrefix="sidebar" state={state} summary={result.filters} onChange={change} />
            </HydrationSlice>
          </aside>
          <section className={styles.results} aria-label={`${title} products`} aria-busy={loading}>
            {status === 'error' ? (
              <p className={styles.notice}>
                <button type="button" className="button" onClick={() => void loadListing(handle, state)}>
                  Try again
                </button>
              </p>
            ) : null}
            {status === 'not-found' ? (
              <p className={styles.notice}>This collection is not available right now.</p>
            ) : result.cards.length === 0 && !loading ? (
              <div className={styles.empty}>
                <h2>No products match these filters</h2>
                <p>Try another colour or size, or clear the filters to see the whole collection.</p>
                {hasActiveFilters(state) ? (
                  <button type="button" className="button" onClick={clearAll}>
                    Clear filters
                  </button>
                ) : null}
              </div>
            ) : (
              <div className={loading ? styles.dimmed : undefined}>
                {/* Cards are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
                <h2 className="visually-hidden">Products</h2>
                <ProductGrid products={result.cards} label={`${title} products`} eagerCount={FIRST_ROW_CARDS} />
              </div>
            )}
            <Pagination page={state.page} pages={settled ? pageCount(total, state.page) : null} previousHref={previousHref} nextHref={nextHref} />
          </section>
        </div>

        {filtersMounted ? (
          <FiltersDrawer.Component
            retryKey={filtersOpen}
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            state={state}
            summary={result.filters}
            onChange={change}
            onClearAll={hasActiveFilters(state) ? clearAll : null}
            showLabel={loading ? 'Show products' : `Show ${total ?? result.cards.length} products`}
          />
        ) : null}
      </div>
    </HydrationSlice>
  );
}

export const Head: HeadFC<object, CollectionPageContext> = ({ pageContext, location }) => {
  const { title, description, seo, image, handle } = pageContext;
  const text =
    seo.description ||
    description ||
    `Shop ${title} at ${SHOP_NAME}: swimwear, beachwear and accessories in original prints, shipped worldwide.`;
  return (
    <Seo
      title={seo.title || title}
      description={text}
      pathname={location.pathname}
      image={image?.url}
      jsonLd={breadcrumbJsonLd(SITE_URL, [
        { name: 'Home', path: '/' },
        { name: title, path: collectionPath(handle) },
      ])}
    />
  );
};
