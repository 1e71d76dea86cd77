/**
 * The product card (image, name, sub, tags, price, finalPrice, isDiscounted, isNew,
 * finalSale, sizes) from a Storefront product. Pure, so build-time pages and runtime listings show
 * the same card.
 */
import { PRODUCT_TAGS } from '../config/product';
import { isDiscounted, type Money } from './money';

export interface CardImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

/** The fields a card needs; both the ProductCard and ProductDetail fragments have them. */
export interface CardSource {
  id: string;
  handle: string;
  title: string;
  tags: readonly string[];
  availableForSale: boolean;
  featuredImage?: CardImage | null;
  priceRange: { minVariantPrice: Money };
  compareAtPriceRange: { minVariantPrice: Money };
  print?: { value: string } | null;
  finalSale?: { value: string } | null;
  options: ReadonlyArray<{ name: string; optionValues: ReadonlyArray<{ name: string }> }>;
  variants: { nodes: ReadonlyArray<{ id: string; availableForSale: boolean }> };
}

export type CardTag = (typeof PRODUCT_TAGS)[keyof typeof PRODUCT_TAGS];

export interface ProductCardData {
  id: string;
  handle: string;
  /** Full product title, for accessible names. */
  title: string;
  /** Garment name without the print suffix ("Marina Top"). */
  name: string;
  /** Colour or print ("Coral Reef"). */
  sub: string;
  image: CardImage | null;
  tags: CardTag[];
  /** What the shopper pays. */
  finalPrice: Money;
  /** The price before the discount; equals finalPrice when there is none. */
  price: Money;
  isDiscounted: boolean;
  isNew: boolean;
  isBestSeller: boolean;
  finalSale: boolean;
  sizes: string[];
  available: boolean;
  firstVariantId: string | null;
}

const SIZE_OPTION = /^size$/i;

/** "Marina Top - Coral Reef" with print "Coral Reef" → "Marina Top". */
export function splitTitle(title: string, print: string | null | undefined): { name: string; sub: string } {
  const separator = title.lastIndexOf(' - ');
  if (separator > 0) {
    const suffix = title.slice(separator + 3).trim();
    if (!print || suffix.toLowerCase() === print.toLowerCase()) {
      return { name: title.slice(0, separator).trim(), sub: print ?? suffix };
    }
  }
  return { name: title, sub: print ?? '' };
}

/** A metafield boolean as Shopify stores it ("true"/"false"). */
export const metafieldFlag = (field: { value: string } | null | undefined): boolean =>
  field?.value?.trim().toLowerCase() === 'true';

// In money.ts: price components need it on every page, the rest of this module only with listings.
export { isDiscounted };

export function toProductCard(product: CardSource): ProductCardData {
  const print = product.print?.value?.trim() || null;
  const { name, sub } = splitTitle(product.title, print);
  const finalPrice = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  const discounted = isDiscounted(finalPrice, compareAt);
  const tagSet = new Set(product.tags.map((t) => t.toUpperCase()));
  const isNew = tagSet.has(PRODUCT_TAGS.newArrival);
  const isBestSeller = tagSet.has(PRODUCT_TAGS.bestSeller);
  const sizeOption = product.options.find((o) => SIZE_OPTION.test(o.name));
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    name,
    sub,
    image: product.featuredImage
      ? {
          url: product.featuredImage.url,
          altText: product.featuredImage.altText ?? null,
          width: product.featuredImage.width ?? null,
          height: product.featuredImage.height ?? null,
        }
      : null,
    tags: [...(isNew ? [PRODUCT_TAGS.newArrival] : []), ...(isBestSeller ? [PRODUCT_TAGS.bestSeller] : [])],
    finalPrice: { amount: finalPrice.amount, currencyCode: finalPrice.currencyCode },
    price: discounted ? { amount: compareAt.amount, currencyCode: compareAt.currencyCode } : { ...finalPrice },
    isDiscounted: discounted,
    isNew,
    isBestSeller,
    finalSale: metafieldFlag(product.finalSale),
    sizes: sizeOption ? sizeOption.optionValues.map((v) => v.name) : [],
    available: product.availableForSale,
    firstVariantId: product.variants.nodes[0]?.id ?? null,
  };
}
