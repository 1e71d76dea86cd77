/**
 * The addresses a Shopify shop answers that shoppers and marketing e-mails link to, read into what
 * this site does for them:
 * - `/pages/{handle}`, `/policies/{handle}` → the page at `/{handle}/`; `/blogs/journal/{article}` →
 *   `/blog/{article}/`; `/collections/{c}/products/{p}` → `/products/{p}/`; `/cart` → the bag;
 *   `/account/login` and the theme's other account addresses → the account area.
 * - `/discount/{code}?redirect=/path` (or `return_to=`): a shareable discount link puts the code on the
 *   cart, kept even before it applies, and goes on to the path with the other parameters (utm_…) — as
 *   Hydrogen's `discount.$code` route does (https://github.com/Shopify/hydrogen, templates/skeleton).
 * - `/cart/{variant_id}:{quantity},…`: a cart permalink starts a checkout with those items, optionally
 *   `?discount=CODE`, `?note=…` and `?checkout[email]=…`
 *   (https://shopify.dev/docs/apps/build/checkout/create-cart-permalinks). Numeric variant ids are the
 *   Storefront API's `gid://shopify/ProductVariant/{id}`.
 * `/products/{handle}?variant={id}` needs nothing here: the product page reads `?variant=` itself.
 */
import { ROUTES } from '../config/site';

/** The site's journal blog, which Shopify calls `journal` (the merchant's `/blogs/news` is a URL redirect). */
const JOURNAL_BLOG = 'journal';
/** Shopify caps a cart line's quantity; a permalink asking for more is not a shopper's link. */
export const PERMALINK_MAX_QUANTITY = 999;
export const PERMALINK_MAX_LINES = 100;

const HANDLE = /^[a-z0-9][a-z0-9-]*$/i;

const ACCOUNT_PATHS: Readonly<Record<string, string>> = {
  login: ROUTES.account,
  register: ROUTES.account,
  recover: ROUTES.account,
  addresses: ROUTES.accountShippingAddress,
  orders: ROUTES.accountOrders,
};

const segments = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/**
 * The site's address for a Shopify address that has one here (a path with a trailing slash; the
 * caller keeps the query), or null. Page and policy targets may not exist: the server checks.
 */
export function shopifyRedirect(pathname: string): string | null {
  const parts = segments(pathname);
  const [first, second, third, fourth] = parts;
  if (parts.length === 1 && first === 'cart') return ROUTES.cart;
  if (parts.length === 2 && (first === 'pages' || first === 'policies') && second && HANDLE.test(second)) return `/${second.toLowerCase()}/`;
  if (first === 'blogs' && second === JOURNAL_BLOG) {
    if (parts.length === 2) return ROUTES.blog;
    if (parts.length === 3 && third && HANDLE.test(third)) return `${ROUTES.blog}${third.toLowerCase()}/`;
  }
  if (parts.length === 4 && first === 'collections' && third === 'products' && fourth && HANDLE.test(fourth)) return `/products/${fourth.toLowerCase()}/`;
  if (first === 'account' && second) {
    const target = ACCOUNT_PATHS[second.toLowerCase()];
    // /account/orders/{token}: the order list (the token is the theme's, not this site's).
    if (target && (parts.length === 2 || (second.toLowerCase() === 'orders' && parts.length === 3))) return target;
  }
  return null;
}

/** A same-site path to go on to: `/…` but not `//host` or `/\host`; anything else is the home page. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROUTES.home;
  return value;
}

export interface DiscountLink {
  code: string;
  /** Where to go once the code is on the cart. */
  next: string;
}

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** `/discount/WELCOME10?redirect=/collections/sale/` → the code and where to go on to; null if no code. */
export function parseDiscountLink(pathname: string, search: string): DiscountLink | null {
  const parts = segments(pathname);
  if (parts[0] !== 'discount' || parts.length !== 2) return null;
  const code = decode(parts[1] as string)?.trim();
  if (!code || code.length > 255) return null;
  const params = new URLSearchParams(search);
  const next = safeNextPath(params.get('redirect') ?? params.get('return_to'));
  params.delete('redirect');
  params.delete('return_to');
  const rest = params.toString();
  return { code, next: rest ? `${next}${next.includes('?') ? '&' : '?'}${rest}` : next };
}

export interface CartPermalink {
  lines: { merchandiseId: string; quantity: number }[];
  discountCode: string | null;
  note: string | null;
  email: string | null;
}

export type PermalinkReading = { ok: true; permalink: CartPermalink } | { ok: false; problem: string };

/** `/cart/{variant_id}:{quantity},…` with its query, or why it is not a cart link a shop would make. */
export function parseCartPermalink(pathname: string, search: string): PermalinkReading {
  const parts = segments(pathname);
  if (parts[0] !== 'cart' || parts.length !== 2) return { ok: false, problem: 'This is not a cart link.' };
  const items = (decode(parts[1] as string) ?? '').split(',').filter(Boolean);
  if (items.length === 0 || items.length > PERMALINK_MAX_LINES) return { ok: false, problem: `A cart link holds 1 to ${PERMALINK_MAX_LINES} items.` };
  const quantities = new Map<string, number>();
  for (const item of items) {
    const match = /^(\d{1,20}):(\d{1,4})$/.exec(item.trim());
    const quantity = match ? Number(match[2]) : 0;
    if (!match || quantity < 1 || quantity > PERMALINK_MAX_QUANTITY) {
      return { ok: false, problem: `“${item}” is not an item of a cart link: write variant-id:quantity, the quantity 1 to ${PERMALINK_MAX_QUANTITY}.` };
    }
    const id = `gid://shopify/ProductVariant/${BigInt(match[1] as string).toString()}`;
    quantities.set(id, Math.min(PERMALINK_MAX_QUANTITY, (quantities.get(id) ?? 0) + quantity));
  }
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name)?.trim() || null;
  return {
    ok: true,
    permalink: {
      lines: [...quantities].map(([merchandiseId, quantity]) => ({ merchandiseId, quantity })),
      discountCode: text('discount'),
      note: text('note'),
      email: text('checkout[email]'),
    },
  };
}
