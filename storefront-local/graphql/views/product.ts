/**
 * Product, ProductVariant, ProductOption, Metafield and Collection views over the generated catalogue.
 * Products and collections share one module because each lists the other (a product's `collections`,
 * a collection's `products`). Prices use the request's @inContext currency, or a fixed one (a cart's
 * currency) when given; collection products come with filters, sort keys and cursor pagination.
 */
import type { Catalogue, CatalogueCollection, CatalogueProduct, CatalogueVariant } from '../../catalogue';
import type { CatalogueMetafield } from '../../catalogue/types';
import {
  adjacentVariants,
  encodedVariantAvailability,
  encodedVariantExistence,
  isAvailable,
  productOptions,
  selectedOptionsOf,
  selectedOrFirstAvailable,
  variantBySelectedOptions,
  type OptionMatch,
} from '../../catalogue/variantOptions';
import { connection, type PageArgs } from '../connection';
import type { RequestContext } from '../context';
import { filterProducts, filtersFor, type ProductFilterInput } from '../productFilters';
import { maxPriceCents, minPriceCents } from '../productPrices';
import { sortProducts } from '../productSort';
import { imageView } from './image';
import { usdMoney } from './money';

export function metafieldView(owner: string, m: CatalogueMetafield) {
  return {
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${owner}-${m.namespace}-${m.key}`,
    namespace: m.namespace,
    key: m.key,
    value: m.value,
    type: m.type,
    description: null,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    reference: null,
    references: null,
  };
}

const findMetafield = (p: CatalogueProduct, namespace: string | null | undefined, key: string) =>
  p.metafields.find((m) => m.key === key && (namespace ? m.namespace === namespace : m.namespace === 'custom'));

const currencyOf = (ctx: RequestContext, fixed: string | undefined): string => fixed ?? ctx.currency;

const available = isAvailable;

export function variantView(variant: CatalogueVariant, catalogue: Catalogue, fixedCurrency?: string) {
  const product = catalogue.products[variant.productIndex] as CatalogueProduct;
  const price = (_: unknown, ctx: RequestContext) => usdMoney(variant.priceCents, currencyOf(ctx, fixedCurrency));
  const compareAt = (_: unknown, ctx: RequestContext) =>
    variant.compareAtCents === null ? null : usdMoney(variant.compareAtCents, currencyOf(ctx, fixedCurrency));
  return {
    __typename: 'ProductVariant',
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: available(variant),
    currentlyNotInStock: !available(variant),
    quantityAvailable: variant.inventory,
    requiresShipping: !product.isGiftCard,
    taxable: true,
    weight: 0.2,
    weightUnit: 'KILOGRAMS',
    selectedOptions: selectedOptionsOf(variant).map((o) => ({ __typename: 'SelectedOption', ...o })),
    price,
    priceV2: price,
    compareAtPrice: compareAt,
    compareAtPriceV2: compareAt,
    unitPrice: null,
    image: (_: unknown, ctx: RequestContext) => (product.images[0] ? imageView(product.images[0], ctx.services.urls.publicUrl) : null),
    product: () => productView(product, catalogue, fixedCurrency),
    metafield: () => null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
    sellingPlanAllocations: { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    storeAvailability: { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    quantityRule: { increment: 1, minimum: 1, maximum: null },
    quantityPriceBreaks: { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    components: { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    groupedBy: { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    requiresComponents: false,
  };
}

/** ProductOption ids: the product's number and the option's position (1-based), as node() reads them back. */
export const productOptionGid = (product: CatalogueProduct, position: number): string => `gid://shopify/ProductOption/${product.numericId}${position + 1}`;

/** The variant with this value and the lowest-position values of the other options (ProductOptionValue.firstSelectableVariant). */
function firstSelectable(product: CatalogueProduct, position: number, value: string): CatalogueVariant | undefined {
  const options = productOptions(product);
  const rank = (v: CatalogueVariant) => selectedOptionsOf(v).map((o, i) => options[i]?.values.indexOf(o.value) ?? 0);
  return product.variants
    .filter((v) => selectedOptionsOf(v)[position]?.value === value)
    .sort((a, b) => {
      const ra = rank(a);
      const rb = rank(b);
      const i = ra.findIndex((n, k) => n !== rb[k]);
      return i < 0 ? 0 : (ra[i] as number) - (rb[i] as number);
    })[0];
}

export function productOptionView(product: CatalogueProduct, position: number, catalogue: Catalogue, fixedCurrency?: string) {
  const option = productOptions(product)[position];
  if (!option) return null;
  return {
    __typename: 'ProductOption',
    id: productOptionGid(product, position),
    name: option.name,
    values: option.values,
    optionValues: option.values.map((value, i) => ({
      __typename: 'ProductOptionValue',
      id: `gid://shopify/ProductOptionValue/${product.numericId}${position + 1}${i + 1}`,
      name: value,
      swatch: null,
      firstSelectableVariant: () => {
        const variant = firstSelectable(product, position, value);
        return variant ? variantView(variant, catalogue, fixedCurrency) : null;
      },
    })),
  };
}

const optionViews = (product: CatalogueProduct, catalogue: Catalogue, fixedCurrency?: string) =>
  productOptions(product).map((_, position) => productOptionView(product, position, catalogue, fixedCurrency));

export function productView(product: CatalogueProduct, catalogue: Catalogue, fixedCurrency?: string) {
  const variantsOf = () => product.variants;
  const toVariant = (v: CatalogueVariant) => variantView(v, catalogue, fixedCurrency);
  const images = (ctx: RequestContext) => product.images.map((img) => imageView(img, ctx.services.urls.publicUrl));
  const compareAtCents = product.variants.map((v) => v.compareAtCents ?? 0);
  return {
    __typename: 'Product',
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: (args: { truncateAt?: number | null }) =>
      args.truncateAt && product.description.length > args.truncateAt
        ? `${product.description.slice(0, args.truncateAt - 3)}...`
        : product.description,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    publishedAt: product.publishedAt,
    isGiftCard: product.isGiftCard,
    requiresSellingPlan: false,
    availableForSale: product.variants.some(available),
    totalInventory: product.variants.reduce((sum, v) => sum + v.inventory, 0),
    onlineStoreUrl: (_: unknown, ctx: RequestContext) => `${ctx.services.urls.siteUrl}/products/${product.handle}/`,
    seo: { __typename: 'SEO', title: product.title, description: product.description.slice(0, 160) },
    featuredImage: (_: unknown, ctx: RequestContext) =>
      product.images[0] ? imageView(product.images[0], ctx.services.urls.publicUrl) : null,
    images: (args: PageArgs & { reverse?: boolean }, ctx: RequestContext) => {
      const list = images(ctx);
      return connection(args.reverse ? [...list].reverse() : list, args, (i) => i.id, (i) => i);
    },
    media: (args: PageArgs, ctx: RequestContext) =>
      connection(images(ctx), args, (i) => i.id, (image) => ({
        __typename: 'MediaImage',
        id: image.id.replace('ProductImage', 'MediaImage'),
        alt: image.altText,
        mediaContentType: 'IMAGE',
        image,
        previewImage: image,
        presentation: null,
      })),
    options: (args: { first?: number | null }) => optionViews(product, catalogue, fixedCurrency).slice(0, args.first ?? undefined),
    priceRange: (_: unknown, ctx: RequestContext) => ({
      minVariantPrice: usdMoney(minPriceCents(product), currencyOf(ctx, fixedCurrency)),
      maxVariantPrice: usdMoney(maxPriceCents(product), currencyOf(ctx, fixedCurrency)),
    }),
    // Shopify answers 0.0 when no variant has a compare-at price.
    compareAtPriceRange: (_: unknown, ctx: RequestContext) => ({
      minVariantPrice: usdMoney(Math.min(...compareAtCents), currencyOf(ctx, fixedCurrency)),
      maxVariantPrice: usdMoney(Math.max(...compareAtCents), currencyOf(ctx, fixedCurrency)),
    }),
    variants: (args: PageArgs & { reverse?: boolean }) => {
      const list = variantsOf();
      return connection(args.reverse ? [...list].reverse() : list, args, (v) => v.id, toVariant);
    },
    variantsCount: { count: product.variants.length, precision: 'EXACT' },
    variantBySelectedOptions: (args: OptionMatch) => {
      const match = variantBySelectedOptions(product, args);
      return match ? toVariant(match) : null;
    },
    selectedOrFirstAvailableVariant: (args: OptionMatch) => {
      const variant = selectedOrFirstAvailable(product, args);
      return variant ? toVariant(variant) : null;
    },
    adjacentVariants: (args: OptionMatch) => adjacentVariants(product, args).map(toVariant),
    encodedVariantExistence: () => encodedVariantExistence(product),
    encodedVariantAvailability: () => encodedVariantAvailability(product),
    sellingPlanGroups: { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } },
    metafield: (args: { namespace?: string | null; key: string }) => {
      const found = findMetafield(product, args.namespace, args.key);
      return found ? metafieldView(String(product.numericId), found) : null;
    },
    metafields: (args: { identifiers: Array<{ namespace?: string | null; key: string }> }) =>
      args.identifiers.map((id) => {
        const found = findMetafield(product, id.namespace, id.key);
        return found ? metafieldView(String(product.numericId), found) : null;
      }),
    collections: (args: PageArgs & { reverse?: boolean }) => {
      const list = (catalogue.collectionsOfProduct.get(product.index) ?? []).map((i) => catalogue.collections[i]).filter((c) => c !== undefined);
      return connection(args.reverse ? [...list].reverse() : list, args, (c) => c.id, (c) => collectionView(c, catalogue));
    },
    trackingParameters: null,
  };
}

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
