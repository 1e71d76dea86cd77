/** QueryRoot fields: catalogue, search, localization, shop, menus, cart, customer and content. */
import type { CatalogueProduct } from '../../catalogue/types';
import { metaobjectQueries } from '../../content/metaobjectQueries';
import { contentQueries } from '../../content/queries';
import { LATEST_API_VERSION, SERVED_VERSIONS } from '../apiVersions';
import { connection, type PageArgs } from '../connection';
import type { RequestContext } from '../context';
import { filterProducts, filtersFor, type ProductFilterInput } from '../productFilters';
import { parseProductQuery, relevanceScorer } from '../productSearch';
import { sortProducts } from '../productSort';
import { newSearchId, predictiveTrackingParameters, searchTrackingParameters } from '../searchTracking';
import { cartView } from '../views/cart';
import { customerView } from '../views/customer';
import { collectionView, productListing, productView } from '../views/product';
import { localizationView, menuView, shopView } from '../views/shop';
import { legacyAccountsOpen } from './legacyAccounts';
import { nodeById } from './node';

type Args = Record<string, unknown>;

const listed = (ctx: RequestContext): CatalogueProduct[] => ctx.services.catalogue.products.filter((p) => !p.hidden);

function searchMatches(ctx: RequestContext, query: string, unavailable: string | null | undefined): CatalogueProduct[] {
  // Storefront search reads descriptions, stems plurals, knows the merchant's synonyms and forgives a typo,
  // the same for the results page and the suggestions (productSearch.ts).
  const predicate = parseProductQuery(query, { stemming: true, typos: true, synonyms: ctx.services.shop.searchSynonyms?.() ?? [] });
  const score = relevanceScorer(query);
  const scores = new Map(listed(ctx).filter(predicate).map((p) => [p, score(p)] as const));
  let matches = [...scores.keys()].sort((a, b) => (scores.get(b) as number) - (scores.get(a) as number));
  if (unavailable === 'HIDE') matches = matches.filter((p) => p.variants.some((v) => v.inventory > 0));
  if (unavailable === 'LAST') {
    const inStock = (p: CatalogueProduct) => p.variants.some((v) => v.inventory > 0);
    matches = [...matches.filter(inStock), ...matches.filter((p) => !inStock(p))];
  }
  return matches;
}

const styled = (text: string, typed: string): string =>
  text.toLowerCase().startsWith(typed.toLowerCase()) ? `${text.slice(0, typed.length)}<mark>${text.slice(typed.length)}</mark>` : text;

export const queryRoot = {
  // `unstable` only (schema.ts): records the visitor's choice and names the cookies it sets.
  consentManagement: () => ({
    cookies: (args: Args, ctx: RequestContext) => {
      if (!ctx.privacy) throw new Error('consentManagement needs an HTTP request');
      return ctx.privacy.applyConsent((args.visitorConsent ?? {}) as Record<string, boolean | null>);
    },
  }),
  shop: (_: Args, ctx: RequestContext) => shopView(ctx),
  localization: (_: Args, ctx: RequestContext) => localizationView(ctx),
  paymentSettings: (_: Args, ctx: RequestContext) => shopView(ctx).paymentSettings,
  publicApiVersions: () =>
    SERVED_VERSIONS.map((handle) => ({
      __typename: 'ApiVersion',
      handle,
      displayName: handle === LATEST_API_VERSION ? `${handle} (Latest)` : handle,
      supported: true,
    })),

  product: (args: { id?: string | null; handle?: string | null }, ctx: RequestContext) => {
    const { catalogue } = ctx.services;
    const product = args.id ? catalogue.productById.get(args.id) : args.handle ? catalogue.productByHandle.get(args.handle) : undefined;
    return product ? productView(product, catalogue) : null;
  },
  productByHandle: (args: { handle: string }, ctx: RequestContext) => queryRoot.product({ handle: args.handle }, ctx),
  products: (args: PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null }, ctx: RequestContext) => {
    const { catalogue } = ctx.services;
    const matches = catalogue.products.filter(parseProductQuery(args.query));
    const sorted = sortProducts(matches, args.sortKey === 'RELEVANCE' ? 'ID' : (args.sortKey ?? 'ID'), args.reverse);
    return {
      ...connection(sorted, args, (p) => p.id, (p) => productView(p, catalogue)),
      filters: () => filtersFor(matches, [], ctx.currency),
    };
  },
  productRecommendations: (args: { productId?: string | null; productHandle?: string | null; intent?: string | null }, ctx: RequestContext) => {
    const { catalogue } = ctx.services;
    const product = args.productId ? catalogue.productById.get(args.productId) : args.productHandle ? catalogue.productByHandle.get(args.productHandle) : undefined;
    if (!product) return null;
    const others = listed(ctx).filter((p) => p.id !== product.id);
    const picks =
      args.intent === 'COMPLEMENTARY'
        ? others.filter((p) => p.garmentName === product.garmentName && p.print === product.print)
        : others
            .filter((p) => p.print === product.print || (p.type.slug === product.type.slug && p.theme === product.theme))
            .sort((a, b) => b.salesScore - a.salesScore);
    return picks.slice(0, 10).map((p) => productView(p, catalogue));
  },
  productTags: (args: { first: number }, ctx: RequestContext) => {
    const tags = [...new Set(listed(ctx).flatMap((p) => p.tags))].sort();
    return connection(tags, args, (t) => t, (t) => t);
  },
  productTypes: (args: { first: number }, ctx: RequestContext) => {
    const types = [...new Set(listed(ctx).map((p) => p.productType))].sort();
    return connection(types, args, (t) => t, (t) => t);
  },

  collection: (args: { id?: string | null; handle?: string | null }, ctx: RequestContext) => {
    const { catalogue } = ctx.services;
    const collection = args.id ? catalogue.collectionById.get(args.id) : args.handle ? catalogue.collectionByHandle.get(args.handle) : undefined;
    return collection ? collectionView(collection, catalogue) : null;
  },
  collectionByHandle: (args: { handle: string }, ctx: RequestContext) => queryRoot.collection({ handle: args.handle }, ctx),
  collections: (args: PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null }, ctx: RequestContext) => {
    const { catalogue } = ctx.services;
    const q = (args.query ?? '').toLowerCase().replace(/^title:/, '').replace(/\*$/, '').trim();
    let list = catalogue.collections.filter((c) => !q || c.title.toLowerCase().includes(q) || c.handle.includes(q));
    if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => a.title.localeCompare(b.title, 'en') || a.index - b.index);
    else if (args.sortKey === 'UPDATED_AT') list = [...list].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.index - b.index);
    if (args.reverse) list = [...list].reverse();
    return connection(list, args, (c) => c.id, (c) => collectionView(c, catalogue));
  },

  search: (
    args: PageArgs & { query: string; sortKey?: string | null; reverse?: boolean | null; types?: string[] | null; productFilters?: ProductFilterInput[] | null; unavailableProducts?: string | null },
    ctx: RequestContext,
  ) => {
    const { catalogue } = ctx.services;
    const wantsProducts = !args.types?.length || args.types.includes('PRODUCT');
    const matches = wantsProducts ? searchMatches(ctx, args.query, args.unavailableProducts) : [];
    const filtered = filterProducts(matches, args.productFilters, ctx.currency);
    const sorted = sortProducts(filtered, args.sortKey === 'PRICE' ? 'PRICE' : null, args.reverse);
    const searchId = newSearchId();
    const position = new Map(sorted.map((p, i) => [p.index, i + 1]));
    return {
      ...connection(sorted, args, (p) => p.id, (p) => productView(p, catalogue, undefined, searchTrackingParameters(position.get(p.index) ?? 0, searchId))),
      totalCount: filtered.length,
      productFilters: filtersFor(matches, args.productFilters, ctx.currency),
    };
  },
  predictiveSearch: (args: { query: string; limit?: number | null; types?: string[] | null; unavailableProducts?: string | null }, ctx: RequestContext) => {
    const { catalogue } = ctx.services;
    const limit = Math.min(Math.max(args.limit ?? 10, 1), 10);
    const typed = args.query.trim();
    const want = (type: string) => !args.types?.length || args.types.includes(type);
    const query = typed.includes(' ') ? typed : `${typed}*`;
    const products = want('PRODUCT') ? searchMatches(ctx, query, args.unavailableProducts).slice(0, limit) : [];
    const lower = typed.toLowerCase();
    const collections = want('COLLECTION')
      ? catalogue.collections.filter((c) => c.title.toLowerCase().includes(lower)).slice(0, limit)
      : [];
    const suggestions = want('QUERY')
      ? [...new Set(listed(ctx).flatMap((p) => [p.garmentName, `${p.garmentName} ${p.type.label}`, p.print.name.toLowerCase()]))]
          .filter((text) => lower && text.toLowerCase().startsWith(lower))
          .sort()
          .slice(0, limit)
      : [];
    const tracking = (i: number) => predictiveTrackingParameters(i + 1, typed);
    return {
      __typename: 'PredictiveSearchResult',
      products: products.map((p, i) => productView(p, catalogue, undefined, tracking(i))),
      collections: collections.map((c, i) => ({ ...collectionView(c, catalogue), trackingParameters: tracking(i) })),
      queries: suggestions.map((text, i) => ({ __typename: 'SearchQuerySuggestion', text, styledText: styled(text, typed), trackingParameters: tracking(i) })),
      pages: [],
      articles: [],
    };
  },

  node: (args: { id: string }, ctx: RequestContext) => nodeById(args.id, ctx),
  nodes: (args: { ids: string[] }, ctx: RequestContext) => Promise.all(args.ids.map((id) => nodeById(id, ctx))),

  menu: (args: { handle: string }, ctx: RequestContext) => {
    const menu = ctx.services.catalogue.menus.find((m) => m.handle === args.handle);
    return menu ? menuView(menu, ctx) : null;
  },

  cart: async (args: { id: string }, ctx: RequestContext) => {
    // @inContext(visitorConsent:) reaches the cart's checkout on a read too.
    const cart = ctx.visitorConsent ? (await ctx.services.carts.visitorConsentUpdate(args.id, ctx.visitorConsent)).cart : await ctx.services.carts.get(args.id);
    return cart ? cartView(cart, ctx) : null;
  },

  // A legacy token reads a customer only while the shop runs legacy accounts.
  customer: async (args: { customerAccessToken: string }, ctx: RequestContext) => {
    if (!legacyAccountsOpen(ctx.services)) return null;
    const customer = await ctx.services.customers.findByAccessToken(args.customerAccessToken);
    return customer ? customerView(customer, ctx, args.customerAccessToken) : null;
  },

  // The merchant's pages, blogs, articles, redirects and sitemap (content/queries.ts).
  ...contentQueries,
  // The shop's metaobject definitions and entries (content/metaobjects.ts).
  ...metaobjectQueries,
  locations: (args: PageArgs) => connection([], args, () => '', () => null),
};

export { productListing };
