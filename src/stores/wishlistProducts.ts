/**
 * What the wishlist page shows about each saved product now: its sizes with their prices and
 * availability in the selected country, loaded when the wishlist is on screen (not with the first
 * screen of other pages). A failed call is logged and leaves what was saved with the item.
 * The same visit re-reads the saved list with the item schema shared with the shop service.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { WishlistItem } from '../lib/wishlist';
import { lazyModule } from '../browser/lazy';
import type { WishlistVariant } from '../storefront/operations/wishlistProducts';
import { useCountry, whenCountryReady } from './country';
import { useWishlist } from './wishlist';

export type { WishlistVariant };

const loadOperations = lazyModule(() => import('../storefront/operations/wishlistProducts'));
const loadSchema = lazyModule(() => import('../lib/wishlistItem'));

interface WishlistProductsState {
  /** country code → product handle → variants now. */
  byCountry: Record<string, Record<string, WishlistVariant[]>>;
  /** Handles whose products could not be loaded (the saved details stand). */
  failed: Record<string, true>;
}

export const useWishlistProducts = create<WishlistProductsState>()(() => ({ byCountry: {}, failed: {} }));

/** The ids to look a saved item up by: its first variant's (a product's id from old cards works too). */
const lookupId = (item: WishlistItem): string | undefined => item.variants[0]?.id;

const BATCH = 25;

async function load(items: readonly WishlistItem[]): Promise<void> {
  const country = await whenCountryReady();
  const known = useWishlistProducts.getState().byCountry[country] ?? {};
  const missing = items.filter((item) => !known[item.handle]);
  const ids = [...new Set(missing.map(lookupId).filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  try {
    // Small batches keep each query well under the Storefront API's cost limits.
    for (let start = 0; start < ids.length; start += BATCH) {
      const found = await (await loadOperations()).fetchWishlistProducts(ids.slice(start, start + BATCH), country);
      useWishlistProducts.setState((state) => ({
        byCountry: { ...state.byCountry, [country]: { ...state.byCountry[country], ...found } },
      }));
    }
  } catch (error) {
    console.warn('Wishlist: could not load the saved products; showing what was saved', error);
    useWishlistProducts.setState((state) => ({ failed: { ...state.failed, ...Object.fromEntries(missing.map((i) => [i.handle, true])) } }));
  }
}

/** Items the shared schema refuses (over the service's limits) leave the list, as a sync would drop them. */
async function dropInvalid(items: readonly WishlistItem[]): Promise<void> {
  try {
    const { wishlistItemSchema } = await loadSchema();
    const { safeParse } = await import('valibot');
    for (const item of items) if (!safeParse(wishlistItemSchema, item).success) void useWishlist.getState().remove(item.handle);
  } catch (error) {
    console.warn('Wishlist: could not load the item schema', error);
  }
}

/** Variants of the saved items' products now, by handle (undefined until known); loads what is missing. */
export function useSavedProducts(items: readonly WishlistItem[]): { variants: Record<string, WishlistVariant[]>; failed: Record<string, true> } {
  const country = useCountry((s) => s.countryCode);
  const handles = items.map((item) => item.handle).join('\n');
  useEffect(() => {
    if (items.length === 0) return;
    void load(items);
    // Only when the list of handles or the country changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handles, country]);
  useEffect(() => {
    if (items.length > 0) void dropInvalid(items);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handles]);
  const variants = useWishlistProducts((s) => s.byCountry[country]) ?? EMPTY;
  const failed = useWishlistProducts((s) => s.failed);
  return { variants, failed };
}

const EMPTY: Record<string, WishlistVariant[]> = {};

