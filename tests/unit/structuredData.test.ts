import { productJsonLd } from '../../src/lib/productStructuredData';
import { breadcrumbJsonLd } from '../../src/lib/structuredData';

describe('structured data', () => {
  const product = {
    title: 'Marina Top - Coral Reef',
    description: 'A triangle top.',
    path: '/products/marina-top-coral-reef/',
    images: ['https://x/1.svg'],
    variants: [
      { id: 'gid://shopify/ProductVariant/12', sku: 'BB-S', title: 'S', availableForSale: true, price: { amount: '64.95', currencyCode: 'USD' } },
      { id: 'gid://shopify/ProductVariant/13', sku: null, title: 'M', availableForSale: false, price: { amount: '64.9', currencyCode: 'USD' } },
    ],
    ratings: [
      { star: 5, total: 3 },
      { star: 3, total: 1 },
    ],
  };

  it('describes each variant as an offer with price, currency and availability', () => {
    const ld = productJsonLd('https://shop.example/', product);
    expect(ld.url).toBe('https://shop.example/products/marina-top-coral-reef/');
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: '64.95', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.example/products/marina-top-coral-reef/?variant=12' }),
      expect.objectContaining({ price: '64.90', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('rates the product with the spec’s weighted average, and leaves the rating out without reviews', () => {
    expect(productJsonLd('https://shop.example', product).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd('https://shop.example', { ...product, ratings: [] })).not.toHaveProperty('aggregateRating');
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd('https://shop.example', [{ name: 'Home', path: '/' }, { name: 'Swim', path: '/collections/all/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Swim', item: 'https://shop.example/collections/all/' },
    ]);
  });
});
