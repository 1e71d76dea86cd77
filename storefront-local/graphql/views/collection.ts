/** Collection views: products with filters, sort keys and cursor pagination (both ways). */
import type { Catalogue, CatalogueCollection, CatalogueProduct } from '../../catalogue';
import { connection, type PageArgs } from '../connection';
import type { RequestContext } from '../context';
import { filterProducts, filtersFor, type ProductFilterInput } from '../productFilters';
import { sortProducts } from '../productSort';
import { imageView } from './image';
import { productView } from './product';

export interface ListingArgs extends PageArgs {
  sortKey?: string | null;
  reverse?: boolean | null;
  filters?: ProductFilterInput[] | null;
}

/** A product connection with Shopify's `filters` computed before filtering and paging. */
export function productListing(products: readonly CatalogueProduct[], args: ListingArgs, ctx: RequestContext, catalogue: Catalogue) {
  const filtered = filterProducts(products, args.filters, ctx.currency);
  const sorted = sortProducts(filtered, args.sortKey, args.reverse);
  return {
    ...connection(sorted, args, (p) => p.id, (p) => productView(p, catalogue)),
    filters: () => filtersFor(products, args.filters, ctx.currency),
  };
}

export function collectionView(collection: CatalogueCollection, catalogue: Catalogue) {
  const products = () => collection.productIndices.map((i) => catalogue.products[i] as CatalogueProduct);
  return {
    __typename: 'Collection',
    id: collection.id,
    handle: collection.handle,
    title: collection.title,
    description: collection.description,
    descriptionHtml: `<p>${collection.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    updatedAt: collection.updatedAt,
    onlineStoreUrl: (_: unknown, ctx: RequestContext) => `${ctx.services.urls.siteUrl}/collections/${collection.handle}/`,
    seo: { __typename: 'SEO', title: collection.title, description: collection.description },
    image: (_: unknown, ctx: RequestContext) => imageView(collection.image, ctx.services.urls.publicUrl),
    products: (args: ListingArgs, ctx: RequestContext) => productListing(products(), args, ctx, catalogue),
    metafield: () => null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    trackingParameters: null,
  };
}
