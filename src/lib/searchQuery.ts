/**
 * Search page state ⇄ URL (`/search/?q=bikini&page=2&after=<cursor>`), shareable and restored by the
 * back button. A page number without its cursor means page 1.
 */
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;
export const MAX_SEARCH_QUERY_LENGTH = 200;

export interface SearchState {
  q: string;
  page: number;
  after: string | null;
  before: string | null;
}

export function parseSearchQuery(search: string): SearchState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
  const after = params.get('after');
  const before = params.get('before');
  const cursorAfter = after && CURSOR.test(after) ? after : null;
  const cursorBefore = !cursorAfter && before && CURSOR.test(before) ? before : null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const hasCursor = cursorAfter !== null || cursorBefore !== null;
  return { q, page: hasCursor && page > 1 ? page : 1, after: hasCursor ? cursorAfter : null, before: hasCursor ? cursorBefore : null };
}

export function serializeSearchQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page > 1 && (state.after || state.before)) {
    params.set('page', String(state.page));
    if (state.after) params.set('after', state.after);
    else if (state.before) params.set('before', state.before);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
