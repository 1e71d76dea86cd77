/**
 * Every name and constant of the product in one place.
 * Nothing else in the code base spells these values out.
 */

export const SHOP_NAME = 'Blue Bay Swim';
/** The shop's abbreviation (spec: "bb / BB"). */
export const SHOP_ABBREVIATION = 'bb';
export const SHOP_ABBREVIATION_UPPER = 'BB';
/** `{brand}` in paths. */
export const BRAND_SLUG = 'blue-bay';
export const PARTNER_BRAND = 'Glamz';
export const PARTNER_BRAND_SLUG = 'glamz';
/** Value of the `custom.promo` product metafield that marks partner-brand lines. */
export const PARTNER_PROMO_VALUE = 'glamz';
export const SITE_DESCRIPTION =
  'Blue Bay Swim: bikinis, one-pieces, beachwear and accessories in original prints, shipped worldwide.';

/** The Storefront API version every request names. */
export const STOREFRONT_API_VERSION = '2025-07';

// ---- Cart ----
export const CART_LINES_FETCHED = 50;
export const JUST_ADDED_MS = 3000;
export const PROMO_GIFT_THRESHOLD = 115;
export const PROMO_METAFIELD = { namespace: 'custom', key: 'promo' } as const;

/**
 * Variants the cart adds by itself. The defaults are the ids the local
 * storefront's catalogue gives these products; a real store sets its own through the environment.
 */
export const AUTO_LINE_DEFAULTS = {
  promoGiftVariantId: 'gid://shopify/ProductVariant/9000000001',
  countryVariantIds: {
    AU: 'gid://shopify/ProductVariant/9000000002',
    GB: 'gid://shopify/ProductVariant/9000000003',
  },
  shippingProtectionVariantId: 'gid://shopify/ProductVariant/9000000004',
} as const;

// ---- Customers ----
export const ORDERS_FETCHED = 50;
export const ORDER_LINE_ITEMS_FETCHED = 30;
export const ORDER_FULFILLMENTS_FETCHED = 3;
export const ADDRESSES_FETCHED = 20;
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 40;

// ---- Countries ----
export const DEFAULT_COUNTRY_CODE = 'US';
export const PRIORITY_COUNTRY_CODES = ['US', 'GB', 'AU', 'PH'] as const;
/** Shoppers who pick this country go to the regional store. */
export const REGIONAL_STORE_COUNTRY = 'PH';

// ---- Browser storage keys ----
export const STORAGE_KEYS = {
  cartId: 'headless_channel_cart_id',
  country: 'userCountry',
  sessionId: 'session_id',
  accessToken: 'bb_customer_access_token',
  /** Why the last session ended (written just before the token is removed), so other tabs can say why. */
  sessionEnded: 'bb_session_ended',
  visitorWishlist: 'bb_visitor_wishlist',
  userId: 'bb_user_id',
  /** The signed-in customer's wishlist as last read from the server: the base of the merge after a reload. */
  wishlistBase: 'bb_wishlist_base',
  game: 'glamz-x-bb-dress-up',
  rewardsBalance: 'bb_rewards_balance',
} as const;

// ---- Events ----
export const MERCHANT_SESSION_EVENT = 'bb:merchant-session';
export const CART_ATTRIBUTES_EVENT = 'bb:cart-attributes';

// ---- Rewards ----
export const REWARDS_STARTING_BALANCE = 1500;
export const REWARDS_CURRENCY_LABEL = 'BB bucks';

// ---- Products ----
export const SAMPLE_SIZES = ['S', 'M', 'L', 'XL', '+'] as const;
export const SAMPLE_PRICE = 120;
export const SAMPLE_FINAL_PRICE = 90;
export const PRODUCT_TAGS = { newArrival: 'NEW ARRIVAL', bestSeller: 'BEST SELLER' } as const;
export const CM_PER_INCH = 2.54;

// ---- Announcement and navigation ----
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

// ---- Routes with the brand in them ----
export const ROUTES = {
  home: '/',
  cart: '/my-cart/',
  search: '/search/',
  wishlist: '/wishlist/',
  lookbooks: '/lookbooks/',
  blog: '/blog/',
  club: `/${BRAND_SLUG}-beach-club/`,
  sizeGuide: `/${BRAND_SLUG}-size-guide/`,
  reviews: `/${BRAND_SLUG}-reviews/`,
  manualReturns: `/${BRAND_SLUG}-manual-returns/`,
  collab: `/${PARTNER_BRAND_SLUG}-x-${BRAND_SLUG}/`,
  collabTerms: `/${PARTNER_BRAND_SLUG}-x-${BRAND_SLUG}-terms-and-conditions/`,
  welcome: `/welcome-to-${SHOP_ABBREVIATION}/`,
  game: `/${PARTNER_BRAND_SLUG}-x-${SHOP_ABBREVIATION}-dress-up/`,
  account: '/user-account/',
  accountClub: `/user-account/${BRAND_SLUG}-beach-club/`,
  accountMyRewards: `/user-account/${BRAND_SLUG}-beach-club/my-rewards/`,
  accountPastRewards: `/user-account/${BRAND_SLUG}-beach-club/past-rewards/`,
  accountRewardsHistory: `/user-account/${BRAND_SLUG}-beach-club/rewards-history/`,
  accountChangePassword: '/user-account/change-password/',
  /** The Customer Account API's OAuth callback (the Headless channel's callback URI). */
  accountAuthorize: '/account/authorize/',
  accountOrders: '/user-account/order-history/',
  accountOrderDetails: '/user-account/order-history/order-details/',
  accountPersonalInformation: '/user-account/personal-information/',
  accountShippingAddress: '/user-account/shipping-address/',
  accountWishlist: '/user-account/wishlist/',
} as const;

export const collectionPath = (handle: string): string => `/collections/${handle}/`;
export const productPath = (handle: string): string => `/products/${handle}/`;

// ---- Shop service ----
export const WISHLIST_PATH = `/${SHOP_ABBREVIATION}-wishlist`;
export const USER_ID_HEADER = 'x-user-id';

// ---- Toasts ----
export const TOAST_AUTO_CLOSE_MS = 5000;
/** react-toastify's draggablePercent: share of the toast's width to drag before it dismisses. */
export const TOAST_DRAG_PERCENT = 80;

// ---- Navigation ----
export const NAVIGATION_DELAYED_SIGNAL_MS = 1000;
export const PAGE_DATA_RETRIES = 3;
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3000;
/** sessionStorage key of the one reload on a build hash mismatch; Gatsby's runtime owns this name. */
export const HASH_MISMATCH_RELOAD_FLAG = 'gatsby-reload-compilation-hash-match';

// ---- Offline and navigation extras ----
/** Shopify theme paths that old links and shoppers' habits still use, honoured in the browser. */
export const SHOPIFY_PATH_REDIRECTS = [
  { fromPath: '/cart/', toPath: ROUTES.cart },
  { fromPath: '/account/', toPath: ROUTES.account },
] as const;
/** Offline fallback shown for pages this device has not saved yet. */
export const OFFLINE_FALLBACK_PATH = '/offline.html';
/** After this long without an answer, a saved page is shown instead (beach Wi-Fi). */
export const OFFLINE_NETWORK_TIMEOUT_SECONDS = 4;
export const OFFLINE_CACHE_LIMITS = {
  pages: 60,
  images: 300,
  assets: 150,
  maxAgeDays: 30,
} as const;
/**
 * What one idle moment on a fast, unmetered connection may spend saving other pages' stylesheets and
 * dialogs for offline use (compressed bytes); later page views save the rest.
 */
export const OFFLINE_SAVE_LATER_BUDGET_KB = 48;
/** Paths the service worker never answers from a cache: the shop service. */
export const OFFLINE_NEVER_CACHE_PREFIXES = [WISHLIST_PATH, '/api/'] as const;

// ---- Money ----
export const MONEY_LOCALE = 'en-US';
export const MONEY_COMPACT_FROM = 100_000;

// ---- Catalogue pages: collection, product, search, prices, build sourcing ----
/** Products per page on collection and search pages. */
export const COLLECTION_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE = 24;
/** Predictive search waits for a pause in typing; fewer calls, same answers. */
export const PREDICTIVE_SEARCH_DEBOUNCE_MS = 200;
export const PREDICTIVE_SEARCH_MIN_CHARS = 2;
export const PREDICTIVE_SEARCH_LIMIT = 6;
/** Products per featured row on the home page. */
export const FEATURED_ROW_SIZE = 8;
export const FEATURED_ROWS = [
  { title: 'New arrivals', handle: 'new-arrivals' },
  { title: 'Best sellers', handle: 'best-sellers' },
] as const;
/** Widths offered in image `srcset`s; the storefront's image URLs accept `?width=`. */
export const IMAGE_WIDTHS = [240, 360, 480, 720, 960, 1200] as const;
/** Cart line thumbnails are 84 CSS pixels wide in the drawer and 120 on the bag page (1×–3× screens). */
export const CART_THUMBNAIL_WIDTHS = [120, 240, 360] as const;
/**
 * Nodes per page of the build's sourcing queries (connections allow 250). 100 products with their
 * detail and variants keep one page within the storefront's query cost limit.
 */
export const BUILD_PAGE_SIZE = 100;
/** Shopify accepts at most 250 items in an input array, e.g. the ids of one `nodes(ids:)` price lookup. */
export const MAX_IDS_PER_REQUEST = 250;
/** Collections whose first page is fetched in one aliased query at build time. */
export const BUILD_COLLECTION_BATCH = 12;
export const BUILD_RETRIES = 5;
export const BUILD_RETRY_BASE_MS = 500;
export const BUILD_REQUEST_TIMEOUT_MS = 30_000;
/** Origin of the built site for absolute URLs in structured data (the Seo component reads the same variable). */
// GATSBY_SITE_URL reaches the browser bundle (gatsby-config copies SITE_URL into it); SITE_URL serves Node.
export const SITE_URL = (process.env.GATSBY_SITE_URL ?? process.env.SITE_URL ?? 'http://localhost:8000').replace(/\/$/, '');

// ---- Forms (POST /api/forms/:form) ----
/** Shop service path of a form's submissions. */
export const formSubmitPath = (formId: string): string => `/api/forms/${formId}`;
/** A submission that has not answered by then is reported as a connection problem (input is kept). */
export const FORM_SUBMIT_TIMEOUT_MS = 15_000;

// ---- Cart drawer, page and automatic lines ----
/** Largest quantity the steppers offer for one line; more is a wholesale order, not a bag. */
export const CART_LINE_MAX_QUANTITY = 99;
/**
 * The cart attribute saying its shopper removed shipping protection (it is not added back). On the cart,
 * not in one tab's storage: every tab and device with the cart sees it, and the order records the choice.
 */
export const SHIPPING_PROTECTION_DECLINED = { key: 'Shipping protection', value: 'Declined' } as const;

// ---- Content pages and lookbooks ----
/** Look products fetched per aliased `product(handle:)` query at build time. */
export const LOOKBOOK_PRODUCTS_BATCH = 50;

// ---- Customer accounts ----
/** A token this close to its expiry is renewed (customerAccessTokenRenew) before it is used. */
export const TOKEN_RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;
/**
 * Customer Account API access tokens live an hour (expires_in 3600): one this close to its expiry is
 * refreshed (refresh_token grant) before it is used.
 */
export const CUSTOMER_ACCOUNT_RENEW_WITHIN_MS = 5 * 60 * 1000;
/** How long a started hosted sign-in (state, nonce, PKCE verifier in sessionStorage) may take. */
export const CUSTOMER_ACCOUNT_SIGN_IN_MAX_AGE_MS = 15 * 60 * 1000;
/** sessionStorage key of a started hosted sign-in (this tab only, gone when the tab closes). */
export const CUSTOMER_ACCOUNT_SIGN_IN_KEY = 'bb_customer_account_sign_in';
/** Shopify's limit on names and address lines. */
export const ACCOUNT_TEXT_MAX_LENGTH = 255;
/** Storage of the Beach Club redemptions made on this device (the balance itself is STORAGE_KEYS.rewardsBalance). */
export const REWARDS_ACTIVITY_STORAGE_KEY = 'bb_rewards_activity';
/** Account e-mail links: /account/{activate|reset}/{cxid}/{token}, optionally after /{lang}. */
export const ACCOUNT_LINK_PREFIX = '/account/';
/** Order details take the order number: /user-account/order-history/order-details/?order=1001 */
export const ORDER_DETAILS_PARAM = 'order';
export const orderDetailsPath = (orderNumber: number | string): string =>
  `${ROUTES.accountOrderDetails}?${ORDER_DETAILS_PARAM}=${encodeURIComponent(String(orderNumber))}`;

// ---- Content a merchant keeps in Shopify ----
/** The Shopify blog whose articles are the journal at /blog/. */
export const BLOG_HANDLE = 'journal';
/** Where each shop policy lives on the site (Shopify's own paths are /policies/{handle}). */
export const POLICY_PATHS = {
  privacyPolicy: '/privacy-policy/',
  refundPolicy: '/refund-policy/',
  shippingPolicy: '/shipping-and-order-information/',
  termsOfService: '/terms-and-conditions/',
} as const;
