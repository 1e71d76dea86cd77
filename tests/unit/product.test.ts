import fc from 'fast-check';
import { parseRatings, parseSizeChart, searchWithVariant, toProductView, variantForOptions, variantFromSearch } from '../../src/lib/product';
import { cardNode, money } from '../msw/fixtures/catalogue';

const variant = (id: number, size: string, available = true) => ({
  id: `gid://shopify/ProductVariant/${id}`,
  title: size,
  sku: `BB-${size}`,
  availableForSale: available,
  selectedOptions: [{ name: 'Size', value: size }],
  price: money('64.95'),
  compareAtPrice: null,
  image: null,
});

const variants = [variant(11, 'XS', false), variant(12, 'S'), variant(13, 'M')];

describe('product page data', () => {
  it('selects the variant named in ?variant= by its numeric id', () => {
    expect(variantFromSearch(variants, '?variant=13')?.title).toBe('M');
  });

  it('falls back to the first variant in stock for a missing or unknown variant', () => {
    expect(variantFromSearch(variants, '')?.title).toBe('S');
    expect(variantFromSearch(variants, '?variant=999')?.title).toBe('S');
  });

  it('writes the numeric variant id into the query and keeps other parameters', () => {
    expect(searchWithVariant('?utm_source=mail', 'gid://shopify/ProductVariant/12')).toBe('?utm_source=mail&variant=12');
    fc.assert(
      fc.property(fc.constantFrom(...variants), (v) => {
        expect(variantFromSearch(variants, searchWithVariant('', v.id))).toBe(v);
      }),
    );
  });

  it('finds the variant for a set of option values', () => {
    expect(variantForOptions(variants, { Size: 'M' })?.id).toBe('gid://shopify/ProductVariant/13');
    expect(variantForOptions(variants, { Size: 'XXL' })).toBeUndefined();
  });

  it('reads the rating distribution and size chart, and shows nothing for broken JSON', () => {
    expect(parseRatings('[{"star":4,"total":2},{"star":5,"total":7}]')).toEqual([
      { star: 5, total: 7 },
      { star: 4, total: 2 },
    ]);
    expect(parseRatings('{not json')).toEqual([]);
    expect(parseRatings('[{"star":9,"total":1}]')).toEqual([]);
    expect(parseSizeChart('[{"size":"S","bust":"32-34\\""}]')).toEqual([{ size: 'S', bust: '32-34"' }]);
    expect(parseSizeChart('"S"')).toEqual([]);
  });

  it('shows no ratings or size chart when a metafield has the wrong shape', () => {
    expect(parseRatings('[{"star":4.5,"total":2}]')).toEqual([]);
    expect(parseRatings('[{"star":0,"total":2}]')).toEqual([]);
    expect(parseRatings('[{"star":4,"total":-1}]')).toEqual([]);
    expect(parseRatings('[{"star":"4","total":1}]')).toEqual([]);
    expect(parseRatings('[{"star":3,"total":1,"note":"x"}]')).toEqual([{ star: 3, total: 1 }]);
    expect(parseRatings(null)).toEqual([]);
    expect(parseSizeChart('[{"size":"","bust":"30"}]')).toEqual([]);
    expect(parseSizeChart('[{"size":"M","bust":32}]')).toEqual([]);
    expect(parseSizeChart('[{"bust":"32"}]')).toEqual([]);
    expect(parseSizeChart(undefined)).toEqual([]);
  });

  it('flattens a Storefront product for the page', () => {
    const view = toProductView({
      ...cardNode({ title: 'Marina Top - Coral Reef' }),
      description: 'A triangle top.',
      descriptionHtml: '<p>A triangle top.</p>',
      vendor: 'Blue Bay Swim',
      productType: 'Bikini Top',
      seo: { title: null, description: null },
      images: { nodes: [{ url: 'https://x/1.svg', altText: 'front', width: 1200, height: 1500 }] },
      variants: { nodes: variants },
      ratings: { value: '[{"star":5,"total":3}]' },
      sizeChart: null,
    });
    expect(view.card.name).toBe('Marina Top');
    expect(view.options).toEqual([{ name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] }]);
    expect(view.variants.map((v) => v.title)).toEqual(['XS', 'S', 'M']);
    expect(view.ratings).toEqual([{ star: 5, total: 3 }]);
    expect(view.sizeChart).toEqual([]);
  });
});
