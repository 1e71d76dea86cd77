/**
 * Bundles, as Shopify's Bundles app makes them (https://help.shopify.com/en/manual/products/bundles):
 * a product whose variants are each made of component variants; in the cart such a variant becomes a
 * ComponentizableCartLine whose `lineComponents` are the components
 * (https://shopify.dev/docs/api/storefront/latest/objects/ComponentizableCartLine), priced as the bundle.
 * The catalogue has one: a bikini set of a top and the matching bottoms (same name and print), one
 * variant per size, both pieces in that size. It is added after the generated products and their
 * collections are made, so those stay exactly as they were; it then joins the swim collections.
 */
import type { Catalogue, CatalogueCollection, CatalogueProduct, CatalogueVariant } from '../../../catalogue/types';
import { CATALOGUE_DATE, DAY_MS, gid, images, mf, PRODUCT_ID_BASE, VARIANT_ID_BASE } from '../../../catalogue/productFields';
import { GARMENT_TYPES, titleCase } from '../../../catalogue/garments';

export interface BundleComponent {
  merchandiseId: string;
  quantity: number;
}

/** Bundle variant id → its components, in the order the bundle lists them. */
export type BundleComponents = ReadonlyMap<string, readonly BundleComponent[]>;

/** The collections a bikini set belongs to (see collections.ts). */
const BUNDLE_COLLECTIONS = ['all', 'sets', 'bikinis'];
/** The set costs this much of its pieces bought apart (a 10% saving). */
const BUNDLE_PRICE_SHARE = 0.9;
/** Pieces need at least this many of every size for the set to be offered in it. */
const MIN_PIECE_STOCK = 5;

const byEverySize = (p: CatalogueProduct) => !p.hidden && !p.onSale && p.variants.every((v) => v.inventory >= MIN_PIECE_STOCK);

/** The first top (in catalogue order) whose matching bottoms exist and both have every size in stock. */
function pickPieces(products: readonly CatalogueProduct[]): [CatalogueProduct, CatalogueProduct] | null {
  for (const top of products) {
    if (top.type.slug !== 'top' || !byEverySize(top)) continue;
    const bottoms = products.find(
      (p) => p.type.slug === 'bottoms' && p.garmentName === top.garmentName && p.print.handle === top.print.handle && byEverySize(p),
    );
    if (bottoms && bottoms.variants.length === top.variants.length) return [top, bottoms];
  }
  return null;
}

/** Priced as a shop prices: whole dollars less 5 cents. */
const bundlePrice = (cents: number): number => Math.round((cents * BUNDLE_PRICE_SHARE) / 100) * 100 - 5;

export function bikiniSetBundle(products: readonly CatalogueProduct[], index: number): { product: CatalogueProduct; components: BundleComponents } | null {
  const pieces = pickPieces(products);
  if (!pieces) return null;
  const [top, bottoms] = pieces;
  const name = titleCase(top.garmentName);
  const numericId = PRODUCT_ID_BASE + index + 1;
  const set = GARMENT_TYPES.find((t) => t.slug === 'set') ?? top.type;
  // Its own type (handles are name-type-print), drawn as a set.
  const type = { ...set, label: 'bundle', slug: 'bundle', productType: 'Bikini Bundle', silhouette: set.silhouette };
  const handle = `${top.garmentName}-${type.slug}-${top.print.handle}`;
  const title = `${name} Bikini Bundle - ${top.print.name}`;
  const components = new Map<string, BundleComponent[]>();
  const variants = top.variants.map((piece, k): CatalogueVariant => {
    const other = bottoms.variants[k] as CatalogueVariant;
    const id = gid('ProductVariant', VARIANT_ID_BASE + (index + 1) * 10 + k);
    components.set(id, [
      { merchandiseId: piece.id, quantity: 1 },
      { merchandiseId: other.id, quantity: 1 },
    ]);
    const together = piece.priceCents + other.priceCents;
    return {
      id,
      numericId: VARIANT_ID_BASE + (index + 1) * 10 + k,
      productIndex: index,
      title: piece.title,
      sku: `BB-BUNDLE-${String(index + 1).padStart(4, '0')}-${piece.optionValue.toUpperCase()}`,
      optionName: 'Size',
      optionValue: piece.optionValue,
      priceCents: bundlePrice(together),
      compareAtCents: together,
      inventory: Math.min(piece.inventory, other.inventory),
    };
  });
  const description = `The ${name} top and bottoms in our ${top.print.name} print, together for less: one size for both pieces. Each piece ships as itself.`;
  const createdAt = new Date(CATALOGUE_DATE - 30 * DAY_MS).toISOString();
  const product: CatalogueProduct = {
    ...top,
    index,
    id: gid('Product', numericId),
    numericId,
    handle,
    title,
    type,
    productType: type.productType,
    description,
    descriptionHtml: `<p>${description}</p>`,
    tags: [...top.tags.filter((t) => t !== 'top' && t !== 'SALE'), 'set', 'bundle'],
    createdAt,
    updatedAt: createdAt,
    publishedAt: createdAt,
    variants,
    images: images(handle, title, index, 3),
    metafields: [
      ...top.metafields.filter((m) => m.key !== 'final_sale' && m.key !== 'rating_distribution'),
      mf('custom', 'final_sale', 'boolean', 'false'),
    ],
    onSale: false,
    discountPercent: 0,
    newArrival: false,
    bestSeller: false,
    hidden: false,
    isGiftCard: false,
  };
  return { product, components };
}

/** Adds the bundle to a finished catalogue (products, variants, handles, and its collections). */
export function withBundles(catalogue: Catalogue): Catalogue & { bundleComponents: BundleComponents } {
  const made = bikiniSetBundle(catalogue.products, catalogue.products.length);
  if (!made) return { ...catalogue, bundleComponents: new Map() };
  const { product, components } = made;
  const products = [...catalogue.products, product];
  const variantById = new Map(catalogue.variantById);
  for (const variant of product.variants) variantById.set(variant.id, variant);
  const collections: CatalogueCollection[] = catalogue.collections.map((c) =>
    BUNDLE_COLLECTIONS.includes(c.handle) ? { ...c, productIndices: [...c.productIndices, product.index] } : c,
  );
  const collectionsOfProduct = new Map(catalogue.collectionsOfProduct);
  collectionsOfProduct.set(product.index, collections.filter((c) => BUNDLE_COLLECTIONS.includes(c.handle)).map((c) => c.index));
  return {
    ...catalogue,
    products,
    collections,
    productByHandle: new Map([...catalogue.productByHandle, [product.handle, product]]),
    productById: new Map([...catalogue.productById, [product.id, product]]),
    variantById,
    collectionByHandle: new Map(collections.map((c) => [c.handle, c])),
    collectionById: new Map(collections.map((c) => [c.id, c])),
    collectionsOfProduct,
    bundleComponents: components,
  };
}
