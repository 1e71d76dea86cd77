/**
 * Generates the listed products, range by range: garment name + garment type + print handles, size
 * variants with stock (some sold out), sale prices with compare-at prices, tags and metafields (print,
 * colour, promo, final sale, ratings, size chart). The special products are in specialProducts.ts.
 */
import { PARTNER_BRAND, PARTNER_PROMO_VALUE, PRODUCT_TAGS, SHOP_NAME } from '../settings';
import { GARMENT_NAMES, GARMENT_TYPES, THEMES, type GarmentType } from '../../../catalogue/garments';
import { MATERIAL, productTitle, ratingDistribution, sizeChart, TYPE_COPY } from './productCopy';
import { CATALOGUE_DATE, cents, DAY_MS, gid, images, mf, PRODUCT_ID_BASE, VARIANT_ID_BASE } from '../../../catalogue/productFields';
import { PRINTS, PRINT_BY_HANDLE, type Print } from '../../../catalogue/prints';
import { createRandom, type Random } from './random';
import { specialProducts } from './specialProducts';
import type { CatalogueMetafield, CatalogueProduct, CatalogueVariant } from '../../../catalogue/types';

const NEW_ARRIVAL_DAYS = 45;

/** A sale price a shop would print: whole dollars, or .95 when the cut lands between. */
function salePrice(baseCents: number, percent: number): number {
  const raw = (baseCents * (100 - percent)) / 100;
  return raw % 100 === 0 ? raw : Math.round(raw / 100) * 100 - 5;
}

interface Draft {
  name: string;
  type: GarmentType;
  print: Print;
}

/** Picks unique (name, type, print) triples; tops and bottoms come in matching lines. */
function draftProducts(random: Random, types: readonly GarmentType[]): Draft[] {
  const drafts: Draft[] = [];
  const used = new Set<string>();
  const key = (d: Draft) => `${d.name}|${d.type.slug}|${d.print.handle}`;
  const add = (d: Draft): boolean => {
    if (used.has(key(d))) return false;
    used.add(key(d));
    drafts.push(d);
    return true;
  };
  const byLabel = (label: string) => types.find((t) => t.label === label) as GarmentType;
  const top = byLabel('top');
  const bottoms = byLabel('bottoms');
  const set = byLabel('set');
  // Bikini lines: a top and matching bottoms share a name and a print; some lines also sell a set.
  // The first line is the one the docs use as an example: marina-top-coral-reef.
  const lines: Array<{ name: string; print: Print }> = top.count > 0 ? [{ name: 'marina', print: PRINT_BY_HANDLE.get('coral-reef') as Print }] : [];
  const lineKeys = new Set<string>(['marina|coral-reef']);
  while (lines.length < top.count) {
    const line = { name: random.pick(GARMENT_NAMES), print: random.pick(PRINTS) };
    const k = `${line.name}|${line.print.handle}`;
    if (lineKeys.has(k)) continue;
    lineKeys.add(k);
    lines.push(line);
  }
  lines.forEach((line, i) => {
    add({ ...line, type: top });
    add({ ...line, type: bottoms });
    if (i < set.count) add({ ...line, type: set });
  });
  for (const type of types) {
    if (type === top || type === bottoms || type === set) continue;
    let made = 0;
    while (made < type.count) {
      if (add({ name: random.pick(GARMENT_NAMES), type, print: random.pick(PRINTS) })) made += 1;
    }
  }
  return drafts;
}

/** Listed products in one range: the default catalogue is one full range plus the special products. */
export const RANGE_SIZE = GARMENT_TYPES.reduce((sum, type) => sum + type.count, 0);

/**
 * The garment types with their counts scaled to `size` products (largest remainder, so the counts add
 * up to `size` exactly); a full range keeps the types as they are.
 */
export function scaledTypes(size: number): readonly GarmentType[] {
  if (size === RANGE_SIZE) return GARMENT_TYPES;
  const exact = GARMENT_TYPES.map((type) => (type.count * size) / RANGE_SIZE);
  const counts = exact.map(Math.floor);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const missing = size - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k += 1) counts[order[k]!.i]! += 1;
  // Tops and bottoms come in matching lines (at least the first one), so their counts are equal; the
  // one-pieces absorb the difference so the range still has exactly `size` products.
  const top = GARMENT_TYPES.findIndex((t) => t.label === 'top');
  const bottoms = GARMENT_TYPES.findIndex((t) => t.label === 'bottoms');
  const onePiece = GARMENT_TYPES.findIndex((t) => t.label === 'one-piece');
  const pair = size >= 2 ? Math.max(1, counts[top]!) : 0;
  counts[onePiece]! += counts[top]! + counts[bottoms]! - 2 * pair;
  counts[top] = pair;
  counts[bottoms] = pair;
  let excess = counts.reduce((a, b) => a + b, 0) - size;
  for (let i = counts.length - 1; excess > 0 && i >= 0; i -= 1) {
    if (i === top || i === bottoms) continue;
    const cut = Math.min(excess, counts[i]!);
    counts[i]! -= cut;
    excess -= cut;
  }
  return GARMENT_TYPES.map((type, i) => ({ ...type, count: counts[i]! }));
}

/**
 * Ranges after the first (a larger catalogue, STOREFRONT_PRODUCTS): the same generator with its own
 * seed; handles and titles carry the range number so they stay unique across ranges.
 */
export interface ProductRange {
  /** 0 for the default catalogue's range. */
  range: number;
  /** Index of the range's first product in the whole catalogue. */
  start: number;
  size: number;
}

const rangeSuffix = (range: number): string => (range === 0 ? '' : `-${range + 1}`);
const rangeTitle = (range: number): string => (range === 0 ? '' : ` (Range ${range + 1})`);

export function generateProducts(seed: number): CatalogueProduct[] {
  const products = generateRange(seed, { range: 0, start: 0, size: RANGE_SIZE });
  return [...products, ...specialProducts(products.length)];
}

/** One range of listed products (no special products), with tags and BEST SELLER within the range. */
export function generateRange(seed: number, { range, start, size }: ProductRange): CatalogueProduct[] {
  const random = createRandom(seed);
  const drafts = draftProducts(random, scaledTypes(size));
  const products: CatalogueProduct[] = drafts.map((draft, n) => {
    const index = start + n;
    const { name, type, print } = draft;
    const numericId = PRODUCT_ID_BASE + index + 1;
    const handle = `${name}-${type.slug}-${print.handle}${rangeSuffix(range)}`;
    const title = `${productTitle(name, type, print)}${rangeTitle(range)}`;
    const ageDays = random.int(0, 720);
    const createdMs = CATALOGUE_DATE - ageDays * DAY_MS - random.int(0, DAY_MS - 1);
    const newArrival = ageDays < NEW_ARRIVAL_DAYS;
    const partner = (type.category === 'swim' || type.category === 'beachwear') && random.chance(0.09);
    const onSale = !newArrival && type.slug !== 'gift-card' && random.chance(0.25);
    const discountPercent = onSale ? random.pick([20, 30, 40, 50, 70]) : 0;
    const baseCents = cents(random.pick(type.prices));
    const priceCents = onSale ? salePrice(baseCents, discountPercent) : baseCents;
    const allSoldOut = type.slug !== 'gift-card' && random.chance(0.03);
    const variants: CatalogueVariant[] = type.sizes.map((size, k) => ({
      id: gid('ProductVariant', VARIANT_ID_BASE + (index + 1) * 10 + k),
      numericId: VARIANT_ID_BASE + (index + 1) * 10 + k,
      productIndex: index,
      title: size,
      sku: `BB-${type.slug.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(4, '0')}-${size.replace(/\s+/g, '').toUpperCase()}`,
      optionName: 'Size',
      optionValue: size,
      priceCents,
      compareAtCents: onSale ? baseCents : null,
      inventory: type.slug === 'gift-card' ? 9999 : allSoldOut || random.chance(0.1) ? 0 : random.int(2, 40),
    }));
    const theme = type.category === 'swim' || type.category === 'beachwear' ? random.pick(THEMES) : null;
    const finalSale = onSale && discountPercent >= 40;
    const metafields: CatalogueMetafield[] = [
      mf('custom', 'print', 'single_line_text_field', print.name),
      mf('custom', 'colour', 'single_line_text_field', print.colour),
      mf('custom', 'final_sale', 'boolean', String(finalSale)),
      mf('reviews', 'rating_distribution', 'json', ratingDistribution(random)),
    ];
    const chart = sizeChart(type);
    if (chart) metafields.push(mf('custom', 'size_chart', 'json', chart));
    if (partner) metafields.push(mf('custom', 'promo', 'single_line_text_field', PARTNER_PROMO_VALUE));
    const copy = TYPE_COPY[type.slug] ?? 'a beach essential';
    const description =
      `The ${title.replace(' - ', ' in ')} is ${copy}, printed with our ${print.name} print.` +
      (partner ? ` Part of the ${PARTNER_BRAND} x ${SHOP_NAME} collaboration.` : '') +
      (type.category === 'swim' || type.category === 'mens' ? ` ${MATERIAL}` : '');
    return {
      index,
      id: gid('Product', numericId),
      numericId,
      handle,
      title,
      garmentName: name,
      type,
      category: type.category,
      print,
      theme,
      vendor: partner ? `${PARTNER_BRAND} x ${SHOP_NAME}` : SHOP_NAME,
      productType: type.productType,
      description,
      descriptionHtml: `<p>${description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      tags: [],
      createdAt: new Date(createdMs).toISOString(),
      updatedAt: new Date(Math.min(CATALOGUE_DATE, createdMs + random.int(0, 60) * DAY_MS)).toISOString(),
      publishedAt: new Date(createdMs + 3_600_000).toISOString(),
      variants,
      images: images(handle, title, index, type.category === 'swim' ? 3 : 2),
      metafields,
      salesScore: Math.round(random.next() ** 3 * 10_000),
      partner,
      onSale,
      discountPercent,
      newArrival,
      bestSeller: false,
      hidden: false,
      isGiftCard: type.slug === 'gift-card',
    };
  });
  // The best tenth by sales carry the BEST SELLER tag.
  const threshold = [...products].sort((a, b) => b.salesScore - a.salesScore)[Math.floor(products.length / 10)]
    ?.salesScore;
  for (const product of products) {
    product.bestSeller = threshold !== undefined && product.salesScore > threshold;
    product.tags = [
      product.category,
      product.type.slug,
      product.print.colour.replace('filter_', ''),
      ...(product.theme ? [product.theme] : []),
      ...(product.newArrival ? [PRODUCT_TAGS.newArrival] : []),
      ...(product.bestSeller ? [PRODUCT_TAGS.bestSeller] : []),
      ...(product.onSale ? ['SALE'] : []),
      ...(product.partner ? [PARTNER_BRAND.toUpperCase()] : []),
    ];
  }
  return products;
}
