import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { Catalogue } from '../../../../../storefront-local/catalogue/types';
import { DEFAULT_PRODUCT_COUNT, generateSeedCatalogue, productCountFromEnv, SEED } from '../../../../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';

/**
 * What the default catalogue serialises to (products, collections, menus), fixed before scaling existed.
 * Re-pinned once when the footer menu came to name its pages and policies by handle (products and
 * collections byte for byte as before: the earlier menus still give ebe2078d…, 3,761,885 characters).
 */
const DEFAULT_CATALOGUE_SHA256 = 'ee66233b2055c1d2b2c97dad02fcfee82c1794b4bd8aee9dc424ed9fd0a5e11e';
const DEFAULT_CATALOGUE_LENGTH = 3_762_294;

/**
 * The catalogue as it was before bundles (bundles.ts): the bundle products come last and join a few
 * collections, so taking them out must give back exactly the pinned bytes.
 */
const withoutBundles = (c: Catalogue): Catalogue => {
  const bundles = new Set(c.products.filter((p) => p.tags.includes('bundle')).map((p) => p.index));
  return {
    ...c,
    products: c.products.filter((p) => !bundles.has(p.index)),
    collections: c.collections.map((col) => ({ ...col, productIndices: col.productIndices.filter((i) => !bundles.has(i)) })),
  };
};
const serialise = (c: Catalogue): string => {
  const plain = withoutBundles(c);
  return JSON.stringify({ products: plain.products, collections: plain.collections, menus: plain.menus });
};
const listed = (c: Catalogue) => withoutBundles(c).products.filter((p) => !p.hidden);

describe('catalogue size (STOREFRONT_PRODUCTS)', () => {
  it('leaves the default catalogue byte for byte as it was', () => {
    const text = serialise(generateSeedCatalogue());
    expect(text.length).toBe(DEFAULT_CATALOGUE_LENGTH);
    expect(createHash('sha256').update(text).digest('hex')).toBe(DEFAULT_CATALOGUE_SHA256);
    expect(serialise(generateSeedCatalogue(SEED, productCountFromEnv(undefined)))).toBe(text);
    expect(DEFAULT_PRODUCT_COUNT).toBe(1000);
  });

  it('reads STOREFRONT_PRODUCTS as a whole number and refuses anything else with the variable named', () => {
    expect(productCountFromEnv(undefined)).toBe(1000);
    expect(productCountFromEnv('')).toBe(1000);
    expect(productCountFromEnv('25000')).toBe(25_000);
    for (const bad of ['abc', '0', '-5', '1.5', '1e4', '200000']) {
      expect(() => productCountFromEnv(bad), bad).toThrow(/STOREFRONT_PRODUCTS must be a whole number/);
    }
  });

  it('adds one bikini bundle at the end, in the swim collections, each size made of the top and bottoms in that size', () => {
    const catalogue = generateSeedCatalogue();
    const bundles = catalogue.products.filter((p) => p.tags.includes('bundle'));
    expect(bundles).toHaveLength(1);
    const bundle = bundles[0]!;
    expect(bundle.index).toBe(catalogue.products.length - 1);
    expect(bundle.title).toMatch(/Bikini Bundle - /);
    for (const handle of ['all', 'sets', 'bikinis']) expect(catalogue.collectionByHandle.get(handle)!.productIndices).toContain(bundle.index);
    for (const variant of bundle.variants) {
      const parts = catalogue.bundleComponents!.get(variant.id)!.map((c) => catalogue.variantById.get(c.merchandiseId)!);
      expect(parts.map((p) => catalogue.products[p.productIndex]!.type.slug)).toEqual(['top', 'bottoms']);
      expect(parts.map((p) => p.optionValue)).toEqual([variant.optionValue, variant.optionValue]);
      expect(variant.compareAtCents).toBe(parts[0]!.priceCents + parts[1]!.priceCents);
      expect(variant.priceCents).toBeLessThan(variant.compareAtCents!);
    }
  });

  describe('2,500 products', () => {
    const base = generateSeedCatalogue();
    const big = generateSeedCatalogue(SEED, 2500);

    it('has exactly 2,500 listed products plus the special ones, with unique handles and ids', () => {
      expect(listed(big)).toHaveLength(2500);
      expect(big.products.filter((p) => p.hidden)).toHaveLength(base.products.filter((p) => p.hidden).length);
      for (const ids of [big.products.map((p) => p.handle), big.products.map((p) => p.id), [...big.variantById.keys()], big.collections.map((c) => c.id)]) {
        expect(new Set(ids).size).toBe(ids.length);
      }
      expect(big.products.map((p, i) => p.index === i).every(Boolean)).toBe(true);
      expect(big.productByHandle.get('marina-top-coral-reef-2')?.title).toBe('Marina Top - Coral Reef (Range 2)');
    });

    it('starts with the default catalogue: same products, same ids', () => {
      const plain = withoutBundles(base).products;
      expect(JSON.stringify(big.products.slice(0, plain.length))).toBe(JSON.stringify(plain));
    });

    it('grows the collections in proportion: a copy of each per further range, and the named ones span every range', () => {
      expect(big.collections).toHaveLength(base.collections.length * 3);
      const swim = big.collectionByHandle.get('all')!;
      expect(swim.productIndices.length).toBeGreaterThan(2 * base.collectionByHandle.get('all')!.productIndices.length);
      const copy = big.collectionByHandle.get('all-3')!;
      expect(copy.title).toBe('Swim (Range 3)');
      expect(copy.productIndices.every((i) => big.products[i]!.handle.endsWith('-3'))).toBe(true);
      for (const c of big.collections) {
        expect(c.productIndices.length, c.handle).toBeGreaterThan(0);
        expect(c.productIndices.every((i) => big.products[i] && !big.products[i]!.hidden)).toBe(true);
      }
      const handles = big.collections.map((c) => c.handle);
      expect(handles).toEqual([...handles].sort());
    });

    it('is deterministic', () => {
      expect(serialise(generateSeedCatalogue(SEED, 2500))).toBe(serialise(big));
    });
  });

  it('generates exactly N listed products for any N', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2600 }), (n) => listed(generateSeedCatalogue(SEED, n)).length === n),
      { numRuns: 8 },
    );
  });

  it('refuses a product count out of range', () => {
    expect(() => generateSeedCatalogue(SEED, 0)).toThrow(RangeError);
    expect(() => generateSeedCatalogue(SEED, 1.5)).toThrow(RangeError);
  });
});
