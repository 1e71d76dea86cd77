/** JSON-LD for search engines (schema.org): Product with offers, availability and aggregateRating. */
import { SHOP_NAME } from '../config/site';
import { averageRating, ratingCount, type RatingBucket } from './ratings';
import { absolute } from './structuredData';

export interface ProductLdInput {
  title: string;
  description: string;
  path: string;
  images: readonly string[];
  sku?: string | null;
  brand?: string;
  variants: ReadonlyArray<{ id: string; sku: string | null; title: string; availableForSale: boolean; price: { amount: string; currencyCode: string } }>;
  ratings: readonly RatingBucket[];
}

export function productJsonLd(siteUrl: string, product: ProductLdInput) {
  const url = absolute(siteUrl, product.path);
  const count = ratingCount(product.ratings);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    image: [...product.images],
    brand: { '@type': 'Brand', name: product.brand || SHOP_NAME },
    ...(product.sku ? { sku: product.sku } : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      ...(variant.sku ? { sku: variant.sku } : {}),
      url: `${url}?variant=${variant.id.slice(variant.id.lastIndexOf('/') + 1)}`,
      price: Number(variant.price.amount).toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    })),
    // Search engines reject an aggregateRating without reviews.
    ...(count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(averageRating(product.ratings).toFixed(2)),
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
