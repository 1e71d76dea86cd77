/**
 * The product page's data: the Storefront product flattened for the page, its JSON
 * metafields parsed defensively (a broken metafield shows nothing rather than breaking the page),
 * and the selected variant ⇄ `?variant=<numeric id>`.
 */
import * as v from 'valibot';
import type { Money } from './money';
import { toProductCard, type CardImage, type CardSource, type ProductCardData } from './productCard';
import type { RatingBucket } from './ratings';

export interface VariantView {
  id: string;
  title: string;
  sku: string | null;
  availableForSale: boolean;
  /** Units in stock at build time (null when the shop does not say); for "Only N left". */
  quantityAvailable?: number | null;
  selectedOptions: Array<{ name: string; value: string }>;
  price: Money;
  compareAtPrice: Money | null;
  imageUrl: string | null;
}

export interface SizeChartRow {
  size: string;
  [measure: string]: string;
}

export interface ProductView {
  id: string;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  seo: { title: string | null; description: string | null };
  images: Array<CardImage & { url: string }>;
  options: Array<{ name: string; values: string[] }>;
  variants: VariantView[];
  card: ProductCardData;
  colour: string | null;
  promo: string | null;
  ratings: RatingBucket[];
  sizeChart: SizeChartRow[];
  collections: Array<{ handle: string; title: string }>;
}

export interface DetailSource extends CardSource {
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  seo: { title?: string | null; description?: string | null };
  images: { nodes: ReadonlyArray<CardImage & { url: string }> };
  variants: {
    nodes: ReadonlyArray<{
      id: string;
      title: string;
      sku?: string | null;
      availableForSale: boolean;
      quantityAvailable?: number | null;
      selectedOptions: ReadonlyArray<{ name: string; value: string }>;
      price: Money;
      compareAtPrice?: Money | null;
      image?: { url: string } | null;
    }>;
  };
  colour?: { value: string } | null;
  promo?: { value: string } | null;
  ratings?: { value: string } | null;
  sizeChart?: { value: string } | null;
  collections?: { nodes: ReadonlyArray<{ handle: string; title: string }> };
}

const ratingsSchema = v.array(
  v.object({
    star: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
);
const sizeChartSchema = v.array(v.objectWithRest({ size: v.pipe(v.string(), v.minLength(1)) }, v.string()));

function parseJson<T>(value: string | null | undefined, schema: v.GenericSchema<unknown, T>, fallback: T): T {
  if (!value) return fallback;
  try {
    const parsed = v.safeParse(schema, JSON.parse(value));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}

/** `reviews.rating_distribution`: [{star, total}], highest star first. */
export const parseRatings = (value: string | null | undefined): RatingBucket[] =>
  parseJson(value, ratingsSchema, []).sort((a, b) => b.star - a.star);

/** `custom.size_chart`: [{size, bust, waist, hips…}] with inch values such as `32-34"`. */
export const parseSizeChart = (value: string | null | undefined): SizeChartRow[] =>
  parseJson(value, sizeChartSchema, []) as SizeChartRow[];

export function toProductView(product: DetailSource): ProductView {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    vendor: product.vendor,
    productType: product.productType,
    seo: { title: product.seo.title ?? null, description: product.seo.description ?? null },
    images: product.images.nodes.map((i) => ({ url: i.url, altText: i.altText ?? null, width: i.width ?? null, height: i.height ?? null })),
    options: product.options.map((o) => ({ name: o.name, values: o.optionValues.map((value) => value.name) })),
    variants: product.variants.nodes.map((variant) => ({
      id: variant.id,
      title: variant.title,
      sku: variant.sku ?? null,
      availableForSale: variant.availableForSale,
      quantityAvailable: variant.quantityAvailable ?? null,
      selectedOptions: variant.selectedOptions.map((o) => ({ name: o.name, value: o.value })),
      price: { amount: variant.price.amount, currencyCode: variant.price.currencyCode },
      compareAtPrice: variant.compareAtPrice
        ? { amount: variant.compareAtPrice.amount, currencyCode: variant.compareAtPrice.currencyCode }
        : null,
      imageUrl: variant.image?.url ?? null,
    })),
    card: toProductCard(product),
    colour: product.colour?.value ?? null,
    promo: product.promo?.value ?? null,
    ratings: parseRatings(product.ratings?.value),
    sizeChart: parseSizeChart(product.sizeChart?.value),
    collections: (product.collections?.nodes ?? []).map((c) => ({ handle: c.handle, title: c.title })),
  };
}

// The browser's product page picks sizes with these alone (not this module's parsers and their schemas).
export { searchWithVariant, variantForOptions, variantFromSearch } from './productVariants';
