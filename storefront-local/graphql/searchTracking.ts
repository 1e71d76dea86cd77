/**
 * `trackingParameters` of search results (the Trackable interface): URL parameters a client adds to a
 * result's link so that the shop's search reports see where the visit came from. Shopify gives them
 * only on results of `search` and `predictiveSearch` (null elsewhere), in the shapes its own themes
 * append: `_pos={position}&_sid={search id}&_ss=r` for a search, `_pos={position}&_psq={typed
 * query}&_ss=e&_v=1.0` for a predictive search. https://shopify.dev/docs/api/storefront/latest/interfaces/Trackable
 */
import { randomBytes } from 'node:crypto';

/** A new search's id: nine hex digits, as Shopify's `_sid`. */
export const newSearchId = (): string => randomBytes(5).toString('hex').slice(0, 9);

/** Parameters of the result at 1-based `position` of a full search. */
export function searchTrackingParameters(position: number, searchId: string): string {
  return new URLSearchParams({ _pos: String(position), _sid: searchId, _ss: 'r' }).toString();
}

/** Parameters of the result at 1-based `position` of a predictive search for `typed`. */
export function predictiveTrackingParameters(position: number, typed: string): string {
  return new URLSearchParams({ _pos: String(position), _psq: typed, _ss: 'e', _v: '1.0' }).toString();
}
