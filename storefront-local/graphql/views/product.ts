/**
 * Product, ProductVariant, ProductOption, Metafield and Collection views over the generated catalogue.
 * Products and collections share one module because each lists the other (a product's `collections`,
 * a collection's `products`). Prices use the request's @inContext currency, or a fixed one (a cart's
 * currency) when given; collection products come with filters, sort keys and cursor pagination.
 */
import type { Catalogue, CatalogueCollection, CatalogueProduct, CatalogueVariant } from '../../catalogue/types';
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

const EMPTY_CONNECTION = { edges: [], nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } };

/**
 * A variant as the schema reads it. Fields are getters and prototype methods, so building one costs
 * an allocation and the work of a field is done only when a query asks for it (a listing of 250
 * products × several aliases must not compute what nobody selected).
 */
class VariantView {
  readonly __typename = 'ProductVariant';
  constructor(
    private readonly variant: CatalogueVariant,
    private readonly catalogue: Catalogue,
    private readonly fixedCurrency: string | undefined,
  ) {}
  private get productRecord(): CatalogueProduct {
    return this.catalogue.products[this.variant.productIndex] as CatalogueProduct;
  }
  get id() { return this.variant.id; }
  get title() { return this.variant.title; }
  get sku() { return this.variant.sku; }
  get barcode() { return null; }
  get availableForSale() { return available(this.variant); }
  get currentlyNotInStock() { return !available(this.variant); }
  get quantityAvailable() { return this.variant.inventory; }
  get requiresShipping() { return !this.productRecord.isGiftCard; }
  get taxable() { return true; }
  get weight() { return 0.2; }
  get weightUnit() { return 'KILOGRAMS'; }
  get selectedOptions() { return selectedOptionsOf(this.variant).map((o) => ({ __typename: 'SelectedOption', ...o })); }
  price(_: unknown, ctx: RequestContext) { return usdMoney(this.variant.priceCents, currencyOf(ctx, this.fixedCurrency)); }
  priceV2(_: unknown, ctx: RequestContext) { return this.price(_, ctx); }
  compareAtPrice(_: unknown, ctx: RequestContext) {
    return this.variant.compareAtCents === null ? null : usdMoney(this.variant.compareAtCents, currencyOf(ctx, this.fixedCurrency));
  }
  compareAtPriceV2(_: unknown, ctx: RequestContext) { return this.compareAtPrice(_, ctx); }
  get unitPrice() { return null; }
  image(_: unknown, ctx: RequestContext) {
    const first = this.productRecord.images[0];
    return first ? imageView(first, ctx.services.urls.publicUrl) : null;
  }
  product() { return productView(this.productRecord, this.catalogue, this.fixedCurrency); }
  metafield() { return null; }
  metafields(args: { identifiers: unknown[] }) { return args.identifiers.map(() => null); }
  get sellingPlanAllocations() { return EMPTY_CONNECTION; }
  get storeAvailability() { return EMPTY_CONNECTION; }
  get quantityRule() { return { increment: 1, minimum: 1, maximum: null }; }
  get quantityPriceBreaks() { return EMPTY_CONNECTION; }
  get components() { return EMPTY_CONNECTION; }
  get groupedBy() { return EMPTY_CONNECTION; }
  get requiresComponents() { return false; }
}

export function variantView(variant: CatalogueVariant, catalogue: Catalogue, fixedCurrency?: string) {
  return new VariantView(variant, catalogue, fixedCurrency);
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

/** A product as the schema reads it; like VariantView, work happens per selected field. */
class ProductView {
  readonly __typename = 'Product';
  constructor(
    private readonly product: CatalogueProduct,
    private readonly catalogue: Catalogue,
    private readonly fixedCurrency: string | undefined,
    /** Set on results of search and predictiveSearch only (searchTracking.ts). */
    readonly trackingParameters: string | null = null,
  ) {}
  private toVariant(v: CatalogueVariant) { return variantView(v, this.catalogue, this.fixedCurrency); }
  private imageViews(ctx: RequestContext) { return this.product.images.map((img) => imageView(img, ctx.services.urls.publicUrl)); }
  get id() { return this.product.id; }
  get handle() { return this.product.handle; }
  get title() { return this.product.title; }
  description(args: { truncateAt?: number | null }) {
    const { description } = this.product;
    return args.truncateAt && description.length > args.truncateAt ? `${description.slice(0, args.truncateAt - 3)}...` : description;
  }
  get descriptionHtml() { return this.product.descriptionHtml; }
  get vendor() { return this.product.vendor; }
  get productType() { return this.product.productType; }
  get tags() { return this.product.tags; }
  get createdAt() { return this.product.createdAt; }
  get updatedAt() { return this.product.updatedAt; }
  get publishedAt() { return this.product.publishedAt; }
  get isGiftCard() { return this.product.isGiftCard; }
  get requiresSellingPlan() { return false; }
  get availableForSale() { return this.product.variants.some(available); }
  get totalInventory() { return this.product.variants.reduce((sum, v) => sum + v.inventory, 0); }
  onlineStoreUrl(_: unknown, ctx: RequestContext) { return `${ctx.services.urls.siteUrl}/products/${this.product.handle}/`; }
  get seo() { return { __typename: 'SEO', title: this.product.title, description: this.product.description.slice(0, 160) }; }
  featuredImage(_: unknown, ctx: RequestContext) {
    const first = this.product.images[0];
    return first ? imageView(first, ctx.services.urls.publicUrl) : null;
  }
  images(args: PageArgs & { reverse?: boolean }, ctx: RequestContext) {
    const list = this.imageViews(ctx);
    return connection(args.reverse ? [...list].reverse() : list, args, (i) => i.id, (i) => i);
  }
  media(args: PageArgs, ctx: RequestContext) {
    return connection(this.imageViews(ctx), args, (i) => i.id, (image) => ({
      __typename: 'MediaImage',
      id: image.id.replace('ProductImage', 'MediaImage'),
      alt: image.altText,
      mediaContentType: 'IMAGE',
      image,
      previewImage: image,
      presentation: null,
    }));
  }
  options(args: { first?: number | null }) { return optionViews(this.product, this.catalogue, this.fixedCurrency).slice(0, args.first ?? undefined); }
  priceRange(_: unknown, ctx: RequestContext) {
    const currency = currencyOf(ctx, this.fixedCurrency);
    return { minVariantPrice: usdMoney(minPriceCents(this.product), currency), maxVariantPrice: usdMoney(maxPriceCents(this.product), currency) };
  }
  // Shopify answers 0.0 when no variant has a compare-at price.
  compareAtPriceRange(_: unknown, ctx: RequestContext) {
    const cents = this.product.variants.map((v) => v.compareAtCents ?? 0);
    const currency = currencyOf(ctx, this.fixedCurrency);
    return { minVariantPrice: usdMoney(Math.min(...cents), currency), maxVariantPrice: usdMoney(Math.max(...cents), currency) };
  }
  variants(args: PageArgs & { reverse?: boolean }) {
    const list = this.product.variants;
    return connection(args.reverse ? [...list].reverse() : list, args, (v) => v.id, (v) => this.toVariant(v));
  }
  get variantsCount() { return { count: this.product.variants.length, precision: 'EXACT' }; }
  variantBySelectedOptions(args: OptionMatch) {
    const match = variantBySelectedOptions(this.product, args);
    return match ? this.toVariant(match) : null;
  }
  selectedOrFirstAvailableVariant(args: OptionMatch) {
    const variant = selectedOrFirstAvailable(this.product, args);
    return variant ? this.toVariant(variant) : null;
  }
  adjacentVariants(args: OptionMatch) { return adjacentVariants(this.product, args).map((v) => this.toVariant(v)); }
  encodedVariantExistence() { return encodedVariantExistence(this.product); }
  encodedVariantAvailability() { return encodedVariantAvailability(this.product); }
  get sellingPlanGroups() { return EMPTY_CONNECTION; }
  metafield(args: { namespace?: string | null; key: string }) {
    const found = findMetafield(this.product, args.namespace, args.key);
    return found ? metafieldView(String(this.product.numericId), found) : null;
  }
  metafields(args: { identifiers: Array<{ namespace?: string | null; key: string }> }) {
    return args.identifiers.map((id) => {
      const found = findMetafield(this.product, id.namespace, id.key);
      return found ? metafieldView(String(this.product.numericId), found) : null;
    });
  }
  collections(args: PageArgs & { reverse?: boolean }) {
    const { catalogue } = this;
    const list = (catalogue.collectionsOfProduct.get(this.product.index) ?? []).map((i) => catalogue.collections[i]).filter((c) => c !== undefined);
    return connection(args.reverse ? [...list].reverse() : list, args, (c) => c.id, (c) => collectionView(c, catalogue));
  }
}

export function productView(product: CatalogueProduct, catalogue: Catalogue, fixedCurrency?: string, trackingParameters: string | null = null) {
  return new ProductView(product, catalogue, fixedCurrency, trackingParameters);
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
