/** Getting around: the announcement bar, the menus, page loading and prefetching, old Shopify paths. */
import { ROUTES } from './site';

export const STUDENT_DISCOUNT_PERCENT = 30;

export const ANNOUNCEMENTS = [
  { text: 'New: the City Sweetheart set', to: '/collections/city-sweetheart-set/' },
  { text: `${STUDENT_DISCOUNT_PERCENT}% off student discount`, to: '/student-discount/' },
] as const;

export const TOP_LINKS = [
  { label: 'Swim', to: '/collections/all/' },
  { label: "Men's", to: '/collections/mens-collection/' },
  { label: 'Accessories', to: '/collections/accessories/' },
  { label: 'Beachwear', to: '/collections/beachwear/' },
  { label: 'Club Voyages', to: '/collections/the-club-voyages-collection/' },
  { label: 'Sunsoaked', to: '/collections/the-sunsoaked-collection/' },
] as const;

export const SHOP_BY_COLLECTION_TILES = [
  { label: 'CASA DEL MAR', to: '/collections/the-casa-del-mar-collection/' },
  { label: 'ROMANCE BOULEVARD', to: '/collections/the-romance-boulevard-collection/' },
  { label: 'SPELLBOUND', to: '/collections/the-spellbound-collection/' },
  { label: 'SUNSET BEACH', to: '/collections/the-sunset-beach-collection/' },
  { label: 'CLUB VOYAGES', to: '/collections/the-club-voyages-collection/' },
  { label: 'SUNSOAKED', to: '/collections/the-sunsoaked-collection/' },
] as const;

export const NAVIGATION_DELAYED_SIGNAL_MS = 1000;

export const PAGE_DATA_RETRIES = 3;

export const PREFETCH_BATCH_SIZE = 4;

export const PREFETCH_INTERVAL_MS = 3000;

/** sessionStorage key of the one reload on a build hash mismatch; Gatsby's runtime owns this name. */
export const HASH_MISMATCH_RELOAD_FLAG = 'gatsby-reload-compilation-hash-match';

/** Shopify theme paths that old links and shoppers' habits still use, honoured in the browser. */
export const SHOPIFY_PATH_REDIRECTS = [
  { fromPath: '/cart/', toPath: ROUTES.cart },
  { fromPath: '/account/', toPath: ROUTES.account },
] as const;
