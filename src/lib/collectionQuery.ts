/**
 * Collection listing state ⇄ URL query (shareable, and the back button restores it), and the
 * Storefront variables for that state. Unknown or malformed parameters are dropped, never fatal.
 *
 *   ?colour=red&colour=multi-color&size=M&available=1&sort=price-asc&page=2&after=<cursor>
 */
import { COLLECTION_PAGE_SIZE } from '../config/listings';
import { COLLECTION_SORTS, COLOUR_FILTERS, SIZE_FILTER_VALUES } from '../config/collectionFilters';

export type SortId = (typeof COLLECTION_SORTS)[number]['id'];
export type ColourValue = (typeof COLOUR_FILTERS)[number]['value'];
export type SizeValue = (typeof SIZE_FILTER_VALUES)[number];

export interface ListingState {
  colours: ColourValue[];
  sizes: SizeValue[];
  /** Only products in stock. */
  available: boolean;
  sort: SortId;
  /** 1-based page number, shown to the shopper; the cursor below is what the API needs. */
  page: number;
  after: string | null;
  before: string | null;
}

export const DEFAULT_SORT: SortId = COLLECTION_SORTS[0].id;

export const DEFAULT_LISTING: ListingState = {
  colours: [],
  sizes: [],
  available: false,
  sort: DEFAULT_SORT,
  page: 1,
  after: null,
  before: null,
};

const COLOUR_PREFIX = 'filter_';
/** `filter_multi-color` ↔ `multi-color` in the URL. */
export const colourParam = (value: ColourValue): string => value.slice(COLOUR_PREFIX.length);
const colourFromParam = (param: string): ColourValue | undefined =>
  COLOUR_FILTERS.find((c) => colourParam(c.value) === param.trim().toLowerCase())?.value;
const sizeFromParam = (param: string): SizeValue | undefined =>
  SIZE_FILTER_VALUES.find((s) => s.toLowerCase() === param.trim().toLowerCase());

/** Keeps known values once, in the menu's order. */
function ordered<T extends string>(values: Iterable<T | undefined>, order: readonly T[]): T[] {
  const set = new Set(values);
  return order.filter((v) => set.has(v));
}

const COLOUR_ORDER = COLOUR_FILTERS.map((c) => c.value) as ColourValue[];
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

export function parseListingQuery(search: string): ListingState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const listMany = (name: string) => params.getAll(name).flatMap((v) => v.split(','));
  const sortParam = params.get('sort');
  const sort = COLLECTION_SORTS.find((s) => s.id === sortParam)?.id ?? DEFAULT_SORT;
  const pageNumber = Number.parseInt(params.get('page') ?? '', 10);
  const after = params.get('after');
  const before = params.get('before');
  const cursorAfter = after && CURSOR.test(after) ? after : null;
  const cursorBefore = !cursorAfter && before && CURSOR.test(before) ? before : null;
  // A page number without its cursor cannot be fetched: it means page 1.
  const hasCursor = cursorAfter !== null || cursorBefore !== null;
  return {
    colours: ordered(listMany('colour').map(colourFromParam), COLOUR_ORDER),
    sizes: ordered(listMany('size').map(sizeFromParam), SIZE_FILTER_VALUES),
    available: ['1', 'true'].includes(params.get('available') ?? ''),
    sort,
    page: hasCursor && Number.isFinite(pageNumber) && pageNumber > 1 ? pageNumber : 1,
    after: cursorAfter,
    before: cursorBefore,
  };
}

/** The query string for a state ('' for the default listing), with a stable parameter order. */
export function serializeListingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  for (const colour of ordered(state.colours, COLOUR_ORDER)) params.append('colour', colourParam(colour));
  for (const size of ordered(state.sizes, SIZE_FILTER_VALUES)) params.append('size', size);
  if (state.available) params.set('available', '1');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1 && (state.after || state.before)) {
    params.set('page', String(state.page));
    if (state.after) params.set('after', state.after);
    else if (state.before) params.set('before', state.before);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Filters or sort changed: start again at page 1. */
export function withFilters(state: ListingState, change: Partial<Pick<ListingState, 'colours' | 'sizes' | 'available' | 'sort'>>): ListingState {
  return { ...state, ...change, page: 1, after: null, before: null };
}

export const toggleValue = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export const nextPage = (state: ListingState, endCursor: string): ListingState => ({
  ...state,
  page: state.page + 1,
  after: endCursor,
  before: null,
});

export const previousPage = (state: ListingState, startCursor: string): ListingState =>
  state.page <= 2
    ? { ...state, page: 1, after: null, before: null }
    : { ...state, page: state.page - 1, after: null, before: startCursor };

export const hasActiveFilters = (state: ListingState): boolean =>
  state.colours.length > 0 || state.sizes.length > 0 || state.available;

/** The unfiltered first page in the default order: what the static page already shows. */
export const isDefaultListing = (state: ListingState): boolean =>
  serializeListingQuery(state) === '';

/**
 * How many pages a listing of `total` items has, or null when the total is not known. Never less than
 * the page the shopper is on, so "Page 3 of 2" cannot appear while a stale total is still shown.
 */
export function pageCount(total: number | null | undefined, page: number, pageSize = COLLECTION_PAGE_SIZE): number | null {
  if (total === null || total === undefined || !Number.isFinite(total) || total < 0 || pageSize <= 0) return null;
  return Math.max(page, Math.ceil(total / pageSize), 1);
}
