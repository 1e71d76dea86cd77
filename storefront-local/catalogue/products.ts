/**
 * Generates the products: garment name + garment type + print handles, size variants with
 * stock (some sold out), sale prices with compare-at prices, tags, metafields (print, colour, promo,
 * final sale, ratings, size chart) and the four special products the cart adds by itself.
 */
import { PARTNER_BRAND, PARTNER_PROMO_VALUE, PRODUCT_TAGS, SHOP_NAME, SPECIAL_VARIANT_IDS } from '../shop/settings';
import { GARMENT_NAMES, GARMENT_TYPES, THEMES, titleCase, type GarmentType } from './garments';
import { PRINTS, PRINT_BY_HANDLE, type Print } from './prints';
import { createRandom, type Random } from './random';
import type { CatalogueImage, CatalogueMetafield, CatalogueProduct, CatalogueVariant } from './types';

export const PRODUCT_ID_BASE = 7_000_000_000;
export const VARIANT_ID_BASE = 8_000_000_000;
export const IMAGE_ID_BASE = 7_500_000_000;
/** Catalogue "today": NEW ARRIVAL and createdAt are relative to it so every run is identical. */
export const CATALOGUE_DATE = Date.parse('2025-07-01T09:00:00Z');
const DAY_MS = 86_400_000;
const NEW_ARRIVAL_DAYS = 45;

export const IMAGE_SIZE = { width: 1200, height: 1500 } as const;

const gid = (type: string, id: number): string => `gid://shopify/${type}/${id}`;
const cents = (usd: number): number => Math.round(usd * 100);

/** A sale price a shop would print: whole dollars, or .95 when the cut lands between. */
function salePrice(baseCents: number, percent: number): number {
  const raw = (baseCents * (100 - percent)) / 100;
  return raw % 100 === 0 ? raw : Math.round(raw / 100) * 100 - 5;
}

const SIZE_CHART_INCHES: Record<string, { bust: string; waist: string; hips: string }> = {
  XS: { bust: '30-31"', waist: '23-24"', hips: '33-34"' },
  S: { bust: '32-34"', waist: '25-26"', hips: '35-36"' },
  M: { bust: '34-36"', waist: '27-28"', hips: '37-38"' },
  L: { bust: '36-38"', waist: '29-31"', hips: '39-41"' },
  XL: { bust: '38-40"', waist: '32-34"', hips: '42-44"' },
};
const MENS_CHART_INCHES: Record<string, { waist: string; hips: string }> = {
  S: { waist: '28-30"', hips: '35-37"' },
  M: { waist: '31-33"', hips: '38-40"' },
  L: { waist: '34-36"', hips: '41-43"' },
  XL: { waist: '37-39"', hips: '44-46"' },
};

const TYPE_COPY: Record<string, string> = {
  top: 'a triangle bikini top with adjustable ties and removable cups',
  bottoms: 'cheeky bikini bottoms with a low rise and tie sides',
  set: 'a matching bikini set: the triangle top and the tie-side bottoms together',
  'one-piece': 'a one-piece swimsuit with a scooped back and a flattering high leg',
  dress: 'a breezy beach dress that goes from sand to sundowners',
  skirt: 'a wrap skirt that ties over your swimwear',
  shrug: 'a cropped shrug to throw over a bikini top',
  polo: 'a relaxed knit polo for the beach club',
  towel: 'an oversized, sand-resistant beach towel',
  bag: 'a roomy tote bag with a zip pocket for your phone',
  cap: 'a washed-cotton cap with an adjustable strap',
  hat: 'a wide-brim sun hat that packs flat',
  visor: 'a sun visor with a terry sweatband',
  headband: 'a padded headband that keeps your hair off your face',
  scarf: 'a silky scarf to wear in your hair, on your bag or as a top',
  pouch: 'a water-resistant pouch for sunscreen, keys and lip balm',
  sticker: 'a sheet of vinyl stickers for your bottle, laptop or suitcase',
  'gift-box': 'a gift box with a bikini, a scrunchie and a pouch, wrapped and ready',
  'gift-card': 'a digital gift card, delivered by e-mail, that never expires',
  'mens-shorts': "men's swim shorts with a mesh lining and a back pocket",
};

const MATERIAL = 'Made from 78% recycled nylon and 22% elastane with a soft, opaque lining. Hand wash cold.';

function ratingDistribution(random: Random): string {
  const total = random.chance(0.15) ? 0 : random.int(3, 160);
  const weights = [random.int(50, 80), random.int(10, 25), random.int(2, 10), random.int(0, 5), random.int(0, 4)];
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  counts[0] = (counts[0] ?? 0) + total - counts.reduce((a, b) => a + b, 0);
  return JSON.stringify(counts.map((count, i) => ({ star: 5 - i, total: count })));
}

function sizeChart(type: GarmentType): string | null {
  if (type.sizes.length === 1) return null;
  if (type.category === 'mens') {
    return JSON.stringify(type.sizes.map((size) => ({ size, ...MENS_CHART_INCHES[size] })));
  }
  return JSON.stringify(type.sizes.map((size) => ({ size, ...SIZE_CHART_INCHES[size] })));
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

function productTitle(name: string, type: GarmentType, print: Print): string {
  const typeTitle = type.label === "men's shorts" ? "Men's Shorts" : titleCase(type.slug);
  return `${titleCase(name)} ${typeTitle} - ${print.name}`;
}

function images(handle: string, title: string, index: number, count: number): CatalogueImage[] {
  const views = ['front', 'back', 'print detail'];
  return Array.from({ length: count }, (_, n) => ({
    id: gid('ProductImage', IMAGE_ID_BASE + index * 10 + n + 1),
    path: `/cdn/shop/products/${handle}-${n + 1}.png`,
    altText: `${title}, ${views[n] ?? 'view'}`,
    ...IMAGE_SIZE,
  }));
}

const mf = (namespace: string, key: string, type: string, value: string): CatalogueMetafield => ({
  namespace,
  key,
  type,
  value,
});

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

interface SpecialSpec {
  variantId: string;
  handle: string;
  title: string;
  productType: string;
  silhouette: GarmentType;
  print: string;
  priceUsd: number;
  compareAtUsd: number | null;
  optionName: string;
  optionValue: string;
  description: string;
  tags: string[];
}

const numeric = (variantGid: string): number => Number(variantGid.slice(variantGid.lastIndexOf('/') + 1));

/** Free gifts, the AU and GB auto-added lines and shipping protection, with SPECIAL_VARIANT_IDS. */
export function specialProducts(start: number): CatalogueProduct[] {
  const type = (label: string) => GARMENT_TYPES.find((t) => t.label === label) as GarmentType;
  const specs: SpecialSpec[] = [
    {
      variantId: SPECIAL_VARIANT_IDS.promoGift,
      handle: 'bikini-charm-pack-gift-box-seashell',
      title: 'Free Bikini Charm Pack',
      productType: 'Free Gift',
      silhouette: { ...type('gift box'), silhouette: 'charm' },
      print: 'seashell',
      priceUsd: 0,
      compareAtUsd: 18,
      optionName: 'Size',
      optionValue: 'One Size',
      description: `Five gold-tone charms to clip on your bikini straps. Free with ${PARTNER_BRAND} orders of 115 or more.`,
      tags: ['FREE GIFT', 'hidden'],
    },
    {
      variantId: SPECIAL_VARIANT_IDS.countryLine.AU,
      handle: 'free-gift-pouch-palm-paradise',
      title: 'Free Beach Pouch - Palm Paradise',
      productType: 'Free Gift',
      silhouette: type('pouch'),
      print: 'palm-paradise',
      priceUsd: 0,
      compareAtUsd: 29,
      optionName: 'Size',
      optionValue: 'One Size',
      description: 'A water-resistant beach pouch, free with every order shipped to Australia.',
      tags: ['FREE GIFT', 'hidden'],
    },
    {
      variantId: SPECIAL_VARIANT_IDS.countryLine.GB,
      handle: 'free-gift-sticker-pack-rainbow-stripe',
      title: 'Free Sticker Pack - Rainbow Stripe',
      productType: 'Free Gift',
      silhouette: type('sticker'),
      print: 'rainbow-stripe',
      priceUsd: 0,
      compareAtUsd: 8,
      optionName: 'Size',
      optionValue: 'One Size',
      description: 'A sheet of Blue Bay stickers, free with every order shipped to the United Kingdom.',
      tags: ['FREE GIFT', 'hidden'],
    },
    {
      variantId: SPECIAL_VARIANT_IDS.shippingProtection,
      handle: 'shipping-protection',
      title: 'Shipping Protection',
      productType: 'Shipping Protection',
      silhouette: { ...type('gift card'), silhouette: 'shield' },
      print: 'ocean-wave',
      priceUsd: 2.95,
      compareAtUsd: null,
      optionName: 'Title',
      optionValue: 'Default Title',
      description: 'Covers loss, theft and damage in transit. Refunded or reshipped, no questions asked.',
      tags: ['hidden'],
    },
  ];
  return specs.map((spec, i): CatalogueProduct => {
    const index = start + i;
    const numericId = numeric(spec.variantId);
    const print = PRINT_BY_HANDLE.get(spec.print) as Print;
    const createdAt = new Date(CATALOGUE_DATE - 400 * DAY_MS).toISOString();
    return {
      index,
      id: gid('Product', numericId),
      numericId,
      handle: spec.handle,
      title: spec.title,
      garmentName: spec.handle.split('-')[0] as string,
      type: spec.silhouette,
      category: 'gifts',
      print,
      theme: null,
      vendor: SHOP_NAME,
      productType: spec.productType,
      description: spec.description,
      descriptionHtml: `<p>${spec.description}</p>`,
      tags: spec.tags,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      variants: [
        {
          id: spec.variantId,
          numericId,
          productIndex: index,
          title: spec.optionValue,
          sku: `BB-AUTO-${i + 1}`,
          optionName: spec.optionName,
          optionValue: spec.optionValue,
          priceCents: cents(spec.priceUsd),
          compareAtCents: spec.compareAtUsd === null ? null : cents(spec.compareAtUsd),
          inventory: 99_999,
        },
      ],
      images: images(spec.handle, spec.title, index, 1),
      metafields: [
        mf('custom', 'print', 'single_line_text_field', print.name),
        mf('custom', 'colour', 'single_line_text_field', print.colour),
        mf('custom', 'final_sale', 'boolean', 'false'),
      ],
      salesScore: 0,
      partner: false,
      onSale: false,
      discountPercent: 0,
      newArrival: false,
      bestSeller: false,
      hidden: true,
      isGiftCard: false,
    };
  });
}
