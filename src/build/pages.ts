/**
 * Page contexts for the catalogue routes (collections, products), built from the sourced catalogue.
 * Pure: the Gatsby glue in gatsby-node.ts only hands these to createPage.
 */
import { FEATURED_ROW_SIZE, FEATURED_ROWS } from '../config/listings';
import { SHOP_BY_COLLECTION_TILES } from '../config/navigation';
import { collectionPath, productPath } from '../config/site';
import { summariseFilters, type FilterSummary } from '../lib/listingFilters';
import { slugify } from '../lib/paths';
import { toProductView, type ProductView } from '../lib/product';
import { toProductCard, type CardImage, type ProductCardData } from '../lib/productCard';
import type { SourcedCollection, SourcedProduct, SourcedShop } from './sourcing/types';

export interface CollectionRef {
  handle: string;
  title: string;
}

export interface CollectionPageContext {
  /** The collection's gid (analytics name it). */
  id: string;
  slug: string;
  handle: string;
  title: string;
  description: string;
  seo: { title: string | null; description: string | null };
  image: CardImage | null;
  products: ProductCardData[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  filters: FilterSummary;
}

export interface ProductPageContext {
  slug: string;
  handle: string;
  product: ProductView;
  /** The category collection shown in the breadcrumb trail. */
  category: CollectionRef | null;
}

export interface FeaturedRow {
  title: string;
  handle: string;
  products: ProductCardData[];
}

/** A "Shop by collection" tile: its words, its link and the collection's own image when it has one. */
export interface CollectionTile {
  label: string;
  to: string;
  image: CardImage | null;
}

export interface HomePageContext {
  featured: FeaturedRow[];
  tiles: CollectionTile[];
}

export interface CataloguePage<C> {
  path: string;
  context: C;
}

/** "Bikini Top" → the bikini-tops collection when it exists; else the first specific collection. */
export function categoryFor(product: SourcedProduct, collectionsByHandle: ReadonlyMap<string, CollectionRef>): CollectionRef | null {
  const typeSlug = slugify(product.productType);
  for (const candidate of [`${typeSlug}s`, typeSlug]) {
    const match = candidate ? collectionsByHandle.get(candidate) : undefined;
    if (match) return match;
  }
  const own = product.collections.nodes.find((c) => c.handle !== 'all') ?? product.collections.nodes[0];
  return own ? { handle: own.handle, title: own.title } : null;
}

export function cataloguePages(catalogue: SourcedShop) {
  const cards = new Map<string, ProductCardData>(catalogue.products.map((p) => [p.handle, toProductCard(p)]));
  const refs = new Map<string, CollectionRef>(catalogue.collections.map((c) => [c.handle, { handle: c.handle, title: c.title }]));
  const firstPageCards = (collection: SourcedCollection | undefined, limit?: number): ProductCardData[] =>
    (collection?.firstPage.handles ?? [])
      .map((handle) => cards.get(handle))
      .filter((card): card is ProductCardData => card !== undefined)
      .slice(0, limit);

  const collections: Array<CataloguePage<CollectionPageContext>> = catalogue.collections.map((c) => ({
    path: collectionPath(c.handle),
    context: {
      id: c.id,
      slug: c.handle,
      handle: c.handle,
      title: c.title,
      description: c.description,
      seo: { title: c.seo.title ?? null, description: c.seo.description ?? null },
      image: c.image ? { url: c.image.url, altText: c.image.altText ?? null, width: c.image.width ?? null, height: c.image.height ?? null } : null,
      products: firstPageCards(c),
      pageInfo: { hasNextPage: c.firstPage.hasNextPage, endCursor: c.firstPage.endCursor },
      filters: summariseFilters(c.firstPage.filters),
    },
  }));

  const products: Array<CataloguePage<ProductPageContext>> = catalogue.products.map((p) => ({
    path: productPath(p.handle),
    context: { slug: p.handle, handle: p.handle, product: toProductView(p), category: categoryFor(p, refs) },
  }));

  const byHandle = new Map(catalogue.collections.map((c) => [c.handle, c]));
  const home: HomePageContext = {
    featured: FEATURED_ROWS.map((row) => ({
      title: row.title,
      handle: row.handle,
      products: firstPageCards(byHandle.get(row.handle), FEATURED_ROW_SIZE),
    })).filter((row) => row.products.length > 0),
    tiles: SHOP_BY_COLLECTION_TILES.map((tile) => {
      const image = byHandle.get(/^\/collections\/([^/]+)\/$/.exec(tile.to)?.[1] ?? '')?.image;
      return {
        label: tile.label,
        to: tile.to,
        image: image ? { url: image.url, altText: image.altText ?? null, width: image.width ?? null, height: image.height ?? null } : null,
      };
    }),
  };

  return { collections, products, home };
}
