import { buildClientSchema, type GraphQLEnumType, type IntrospectionQuery } from 'graphql';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AUTO_LINE_DEFAULTS } from '../../src/config/cart';
import { SHOP_BY_COLLECTION_TILES, TOP_LINKS, ANNOUNCEMENTS } from '../../src/config/navigation';
import { PRODUCT_TAGS } from '../../src/config/product';
import { PARTNER_PROMO_VALUE } from '../../src/config/site';
import { COLOUR_FILTERS } from '../../src/config/collectionFilters';
import { countryOptions } from '../../src/lib/countryOptions';
import { generateSeedCatalogue, getCatalogue } from '../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { GARMENT_TYPES } from '../../storefront-local/catalogue/garments';
import { CURRENCIES_NOT_IN_SCHEMA, RATES_PER_USD } from '../../storefront-local/pricing/rates';
import { convertFromUsd, currencyForCountry, decimalString } from '../../storefront-local/pricing/currency';

const SPEC_SLUGS = [
  'all', 'mens-collection', 'accessories', 'beachwear', 'apparel', 'bags', 'bottoms', 'sale', 'best-sellers',
  'new-arrivals', 'sarongs', 'sets', 'sticker-packs', 'the-club-voyages-collection', 'the-sunsoaked-collection',
  'zooted-tote-suits', '1-pair-of-jeans-5-looks', 'tankinis', 'swim-shorts', 'towels', 'tote-bags',
];

const catalogue = getCatalogue();
const handleOf = (to: string) => to.replace(/^\/collections\//, '').replace(/\/$/, '');

describe('catalogue generator', () => {
  it('is deterministic: two generations are identical', () => {
    const again = generateSeedCatalogue();
    expect(again.products.map((p) => [p.handle, p.variants.map((v) => [v.id, v.priceCents, v.inventory])])).toEqual(
      catalogue.products.map((p) => [p.handle, p.variants.map((v) => [v.id, v.priceCents, v.inventory])]),
    );
    expect(again.collections.map((c) => [c.handle, c.productIndices])).toEqual(catalogue.collections.map((c) => [c.handle, c.productIndices]));
  });

  it('has about 1,000 products with unique handles of garment name + type + print', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(catalogue.products.map((p) => p.handle)).size).toBe(catalogue.products.length);
    const types = GARMENT_TYPES.map((t) => t.slug);
    for (const product of catalogue.products.filter((p) => !p.hidden)) {
      expect(product.handle).toBe(`${product.garmentName}-${product.type.slug}-${product.print.handle}`);
    }
    for (const slug of types) expect(catalogue.products.some((p) => p.type.slug === slug), slug).toBe(true);
    expect(catalogue.productByHandle.get('marina-top-coral-reef')?.title).toBe('Marina Top - Coral Reef');
  });

  it('has the auto-added variants with the ids the site uses', () => {
    const ids = [
      AUTO_LINE_DEFAULTS.promoGiftVariantId,
      AUTO_LINE_DEFAULTS.countryVariantIds.AU,
      AUTO_LINE_DEFAULTS.countryVariantIds.GB,
      AUTO_LINE_DEFAULTS.shippingProtectionVariantId,
    ];
    for (const id of ids) expect(catalogue.variantById.get(id), id).toBeDefined();
    const gift = catalogue.products[catalogue.variantById.get(AUTO_LINE_DEFAULTS.promoGiftVariantId)!.productIndex]!;
    expect(gift.title).toMatch(/bikini charm pack/i);
    expect(catalogue.products[catalogue.variantById.get(AUTO_LINE_DEFAULTS.countryVariantIds.AU)!.productIndex]!.type.slug).toBe('pouch');
    expect(catalogue.products[catalogue.variantById.get(AUTO_LINE_DEFAULTS.countryVariantIds.GB)!.productIndex]!.type.slug).toBe('sticker');
  });

  it('has at least 300 collections running alphabetically from 1-pair-of-jeans-5-looks to zooted-tote-suits', () => {
    const handles = catalogue.collections.map((c) => c.handle);
    expect(handles.length).toBeGreaterThanOrEqual(300);
    expect(handles[0]).toBe('1-pair-of-jeans-5-looks');
    expect(handles[handles.length - 1]).toBe('zooted-tote-suits');
    expect([...handles].sort()).toEqual(handles);
    const needed = [...SPEC_SLUGS, ...[...TOP_LINKS, ...SHOP_BY_COLLECTION_TILES, ANNOUNCEMENTS[0]].map((l) => handleOf(l.to))];
    for (const handle of needed) expect(catalogue.collectionByHandle.has(handle), handle).toBe(true);
    for (const collection of catalogue.collections) expect(collection.productIndices.length, collection.handle).toBeGreaterThan(0);
  });

  it('covers sizes, sold-out variants, sale prices, tags, colours and metafields', () => {
    const listed = catalogue.products.filter((p) => !p.hidden);
    expect(listed.some((p) => p.variants.map((v) => v.optionValue).join() === 'XS,S,M,L,XL')).toBe(true);
    expect(listed.some((p) => p.variants.length === 1 && p.variants[0]!.optionValue === 'One Size')).toBe(true);
    expect(listed.some((p) => p.variants.some((v) => v.inventory === 0))).toBe(true);
    expect(listed.some((p) => p.variants.every((v) => v.inventory === 0))).toBe(true);
    for (const p of listed.filter((x) => x.onSale)) expect(p.variants[0]!.compareAtCents!).toBeGreaterThan(p.variants[0]!.priceCents);
    expect(listed.some((p) => p.tags.includes(PRODUCT_TAGS.newArrival))).toBe(true);
    expect(listed.some((p) => p.tags.includes(PRODUCT_TAGS.bestSeller))).toBe(true);
    for (const colour of COLOUR_FILTERS) expect(listed.some((p) => p.print.colour === colour.value), colour.value).toBe(true);
    const partner = listed.filter((p) => p.metafields.some((m) => m.key === 'promo' && m.value === PARTNER_PROMO_VALUE));
    expect(partner.length).toBeGreaterThan(10);
    const swim = listed.find((p) => p.category === 'swim')!;
    const chart = JSON.parse(swim.metafields.find((m) => m.key === 'size_chart')!.value) as Array<Record<string, string>>;
    expect(chart[0]).toMatchObject({ size: 'XS', bust: expect.stringMatching(/^\d+-\d+"$/) });
    const ratings = JSON.parse(swim.metafields.find((m) => m.key === 'rating_distribution')!.value) as Array<{ star: number; total: number }>;
    expect(ratings.map((r) => r.star)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('prices per country currency', () => {
  it('has a rate for every currency of the country list, and the schema knows each one used', () => {
    const require = createRequire(__filename);
    const json = JSON.parse(readFileSync(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8')) as IntrospectionQuery;
    const currencyEnum = buildClientSchema(json).getType('CurrencyCode') as GraphQLEnumType;
    const known = new Set(currencyEnum.getValues().map((v) => v.name));
    for (const option of countryOptions()) {
      if (CURRENCIES_NOT_IN_SCHEMA.has(option.currencyCode)) continue;
      expect(RATES_PER_USD[option.currencyCode], option.currencyCode).toBeGreaterThan(0);
      expect(known.has(currencyForCountry(option.countryCode)), option.countryCode).toBe(true);
    }
  });

  it('rounds like a shop: USD as set, .95 endings, no decimals for JPY', () => {
    expect(decimalString(convertFromUsd(12_000, 'USD'))).toBe('120.0');
    expect(decimalString(convertFromUsd(5_495, 'USD'))).toBe('54.95');
    expect(decimalString(convertFromUsd(12_000, 'GBP'))).toMatch(/\.95$/);
    expect(decimalString(convertFromUsd(12_000, 'EUR'))).toMatch(/\.95$/);
    const yen = convertFromUsd(12_000, 'JPY');
    expect(decimalString(yen)).toMatch(/^\d+\.0$/);
    expect(yen.minor % 10).toBe(0);
    expect(decimalString(convertFromUsd(0, 'AUD'))).toBe('0.0');
    expect(currencyForCountry('JP')).toBe('JPY');
    expect(currencyForCountry('AU')).toBe('AUD');
    expect(currencyForCountry('ZZ')).toBe('USD');
  });
});
