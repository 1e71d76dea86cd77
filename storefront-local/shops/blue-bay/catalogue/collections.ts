/**
 * Collections: the named examples, the-…-collection themes, garment styles, sale tiers,
 * colours, zodiac signs, wholesale, discount and named-product collections — several hundred,
 * alphabetically from 1-pair-of-jeans-5-looks to zooted-tote-suits. Each has a membership rule.
 */
import { PARTNER_BRAND_SLUG } from '../settings';
import { GARMENT_NAMES, THEMES, titleCase } from '../../../catalogue/garments';
import { COLOUR_FILTERS, PRINTS, PRINT_BY_HANDLE, type Print } from '../../../catalogue/prints';
import { createRandom, hashString } from './random';
import { CATALOGUE_DATE } from '../../../catalogue/productFields';
import type { CatalogueCollection, CatalogueProduct } from '../../../catalogue/types';

export const COLLECTION_ID_BASE = 6_000_000_000;

type Rule = (product: CatalogueProduct) => boolean;

interface CollectionSpec {
  handle: string;
  title: string;
  description: string;
  rule: Rule;
  /** Keep at most this many matches (seeded choice), for curated edits. */
  limit?: number;
  print?: string;
}

const SWIM: Rule = (p) => p.category === 'swim';
const isType =
  (...slugs: string[]): Rule =>
  (p) =>
    slugs.includes(p.type.slug);
const priceUnder =
  (usd: number): Rule =>
  (p) =>
    (p.variants[0]?.priceCents ?? 0) < usd * 100;

const spec = (
  handle: string,
  description: string,
  rule: Rule,
  extra: Partial<CollectionSpec> = {},
): CollectionSpec => ({ handle, title: extra.title ?? titleCase(handle), description, rule, ...extra });

const ZODIAC = [
  'aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn',
  'aquarius', 'pisces',
];

/** Every collection of the shop, before membership is computed. */
function collectionSpecs(): CollectionSpec[] {
  const specs: CollectionSpec[] = [
    spec('all', 'Every bikini, one-piece and set we make.', SWIM, { title: 'Swim' }),
    spec('mens-collection', "Swim shorts and polos for him.", (p) => p.category === 'mens' || p.type.slug === 'polo', {
      title: "Men's Collection",
    }),
    spec('accessories', 'Towels, totes, hats and everything else for the beach.', (p) => p.category === 'accessories'),
    spec('beachwear', 'Dresses, skirts and shrugs to wear over your swim.', (p) => p.category === 'beachwear'),
    spec('apparel', 'Clothes for before and after the beach.', (p) => p.category === 'beachwear' || p.category === 'mens'),
    spec('bags', 'Totes and pouches.', isType('bag', 'pouch')),
    spec('bottoms', 'Bikini bottoms in every print.', isType('bottoms')),
    spec('tops', 'Bikini tops in every print.', isType('top')),
    spec('sale', 'Everything on sale, while sizes last.', (p) => p.onSale),
    spec('best-sellers', 'What everyone is wearing this season.', (p) => p.bestSeller),
    spec('new-arrivals', 'Just landed.', (p) => p.newArrival),
    spec('sarongs', 'Wrap skirts and sarongs.', isType('skirt')),
    spec('sets', 'Matching bikini sets.', isType('set')),
    spec('sticker-packs', 'Stickers for bottles, laptops and suitcases.', isType('sticker')),
    spec('zooted-tote-suits', 'Totes with a swimsuit to match.', isType('bag', 'one-piece'), { limit: 24, print: 'retro-chevron' }),
    spec('1-pair-of-jeans-5-looks', 'One pair of denim cut-offs, five ways to style your swim.', (p) =>
      ['top', 'shrug', 'polo', 'cap', 'scarf'].includes(p.type.slug), { limit: 20, title: '1 Pair of Jeans, 5 Looks' }),
    spec('city-sweetheart-set', 'The City Sweetheart set: a sweetheart top and high-waisted bottoms.', (p) =>
      p.type.slug === 'set' || (p.theme === 'seaside-sweetheart' && SWIM(p)), { limit: 16, print: 'rose-garden' }),
    spec('tankinis', 'Tankini tops with more coverage.', isType('top'), { limit: 30 }),
    spec('swim-shorts', 'Swim shorts.', isType('mens-shorts')),
    spec('towels', 'Oversized beach towels.', isType('towel')),
    spec('tote-bags', 'Tote bags.', isType('bag')),
    spec('one-pieces', 'One-piece swimsuits.', isType('one-piece')),
    spec('dresses', 'Beach dresses.', isType('dress')),
    spec('skirts', 'Skirts.', isType('skirt')),
    spec('shrugs', 'Shrugs and cover-ups.', isType('shrug')),
    spec('polos', 'Knit polos.', isType('polo')),
    spec('caps', 'Caps.', isType('cap')),
    spec('hats', 'Sun hats.', isType('hat')),
    spec('visors', 'Visors.', isType('visor')),
    spec('headbands', 'Headbands.', isType('headband')),
    spec('scarves', 'Scarves.', isType('scarf')),
    spec('pouches', 'Pouches.', isType('pouch')),
    spec('gift-boxes', 'Gift boxes.', isType('gift-box')),
    spec('gift-cards', 'Gift cards.', isType('gift-card')),
    spec('gifts', 'Gifts for every beach lover.', (p) => p.category === 'gifts' || isType('pouch', 'sticker')(p)),
    spec('cover-ups', 'Cover-ups.', isType('dress', 'skirt', 'shrug')),
    spec('bikini-tops', 'Bikini tops.', isType('top')),
    spec('bikini-bottoms', 'Bikini bottoms.', isType('bottoms')),
    spec('bikinis', 'Tops, bottoms and sets.', isType('top', 'bottoms', 'set')),
    spec('swimwear', 'All swimwear.', (p) => SWIM(p) || p.category === 'mens'),
    spec('hair-accessories', 'Headbands and scarves.', isType('headband', 'scarf')),
    spec('headwear', 'Caps, hats and visors.', isType('cap', 'hat', 'visor')),
    spec('matching-sets', 'Tops and bottoms that match.', isType('set', 'top', 'bottoms'), { limit: 40 }),
    spec('final-sale', 'Final sale: no returns or exchanges.', (p) => p.onSale && p.discountPercent >= 40),
    spec('last-chance', 'Last sizes left.', (p) => p.variants.some((v) => v.inventory === 0) && p.onSale),
    spec('clearance', 'Clearance.', (p) => p.discountPercent >= 50),
    spec('sale-swim', 'Swim on sale.', (p) => p.onSale && SWIM(p)),
    spec('sale-accessories', 'Accessories on sale.', (p) => p.onSale && p.category === 'accessories'),
    spec('sale-beachwear', 'Beachwear on sale.', (p) => p.onSale && p.category === 'beachwear'),
    spec('sale-mens', "Men's on sale.", (p) => p.onSale && p.category === 'mens'),
    spec('under-25', 'Gifts under $25.', priceUnder(25)),
    spec('under-50', 'Everything under $50.', priceUnder(50)),
    spec('under-100', 'Everything under $100.', priceUnder(100)),
    spec('wholesale', 'Wholesale: the whole range for stockists.', (p) => !p.onSale, { limit: 60 }),
    spec('wholesale-swim', 'Wholesale swim.', (p) => !p.onSale && SWIM(p), { limit: 40 }),
    spec('wholesale-accessories', 'Wholesale accessories.', (p) => !p.onSale && p.category === 'accessories', { limit: 30 }),
    spec('wholesale-beachwear', 'Wholesale beachwear.', (p) => !p.onSale && p.category === 'beachwear', { limit: 30 }),
    spec('wholesale-mens', "Wholesale men's.", (p) => !p.onSale && p.category === 'mens', { limit: 20 }),
    spec('wholesale-best-sellers', 'Wholesale best sellers.', (p) => p.bestSeller, { limit: 30 }),
    spec('student-discount', '30% off with your student ID.', (p) => !p.onSale && SWIM(p), { limit: 40 }),
    spec('discount-10-off', '10% off selected styles.', (p) => p.discountPercent === 20 || !p.onSale, { limit: 30 }),
    spec('discount-15-off', '15% off selected styles.', (p) => !p.onSale, { limit: 30 }),
    spec('discount-20-off', '20% off selected styles.', (p) => p.discountPercent === 20),
    spec('sale-30-off', '30% off.', (p) => p.discountPercent === 30),
    spec('sale-40-off', '40% off.', (p) => p.discountPercent === 40),
    spec('sale-50-off', '50% off.', (p) => p.discountPercent === 50),
    spec('sale-70-off', '70% off.', (p) => p.discountPercent === 70),
    spec('bundle-and-save', 'Buy a top and bottoms, save on both.', isType('top', 'bottoms'), { limit: 40 }),
    spec('buy-2-get-1-free', 'Buy two accessories, get one free.', (p) => p.category === 'accessories', { limit: 40 }),
    spec('free-gift-with-purchase', `${titleCase(PARTNER_BRAND_SLUG)} pieces that earn the free charm pack.`, (p) => p.partner),
    spec(`${PARTNER_BRAND_SLUG}-x-blue-bay`, 'The Glamz x Blue Bay collaboration.', (p) => p.partner, {
      title: 'Glamz x Blue Bay',
    }),
    spec('mommy-and-me', 'Matching swim for you and your mini.', isType('one-piece', 'set'), { limit: 20 }),
    spec('bridal', 'White swim for the bride-to-be.', (p) => p.print.colour === 'filter_white'),
    spec('resort-wear', 'Resort wear.', (p) => p.category === 'beachwear', { limit: 40 }),
    spec('vacation-edit', 'Pack this.', (p) => p.bestSeller || p.newArrival, { limit: 40 }),
    spec('holiday-shop', 'Holiday gifts.', (p) => p.category === 'gifts' || p.category === 'accessories', { limit: 40 }),
    spec('back-in-stock', 'Back in stock.', (p) => p.variants.every((v) => v.inventory > 0), { limit: 30 }),
    spec('coming-soon', 'Coming soon.', (p) => p.newArrival, { limit: 12 }),
    spec('staff-picks', 'What the team wears.', () => true, { limit: 24 }),
    spec('as-seen-on-you', 'Styles you tagged us in.', SWIM, { limit: 24 }),
    spec('lookbook-afterglow', 'From the Afterglow lookbook.', (p) => p.theme === 'afterglow'),
    spec('caramel-eyelet', 'The Caramel Eyelet edit.', (p) => p.print.handle === 'caramel-eyelet', { print: 'caramel-eyelet' }),
    spec('studio-to-sea', 'Studio to Sea.', (p) => p.theme === 'studio-to-sea'),
    spec('sunchasers', 'Sunchasers.', (p) => p.theme === 'sunchasers'),
  ];
  for (const category of ['swim', 'beachwear', 'accessories', 'mens', 'gifts'] as const) {
    specs.push(spec(`new-in-${category}`, `New in ${category}.`, (p) => p.category === category && (p.newArrival || p.salesScore > 5000), { limit: 24 }));
  }
  const EDITS: Array<[string, string]> = [
    ['honeymoon-edit', 'Swim for the honeymoon.'],
    ['festival-edit', 'Festival-ready pieces.'],
    ['pool-party-edit', 'Pool party picks.'],
    ['weekend-away', 'Everything for a weekend away.'],
    ['girls-trip', 'Matching looks for the group chat.'],
    ['summer-essentials', 'Summer essentials.'],
    ['mix-and-match', 'Tops and bottoms to mix and match.'],
    ['most-loved', 'Our most-loved styles.'],
    ['online-exclusives', 'Only online.'],
    ['gifts-for-her', 'Gifts for her.'],
  ];
  for (const [handle, description] of EDITS) specs.push(spec(handle, description, () => true, { limit: 24 }));
  for (const theme of THEMES) {
    specs.push(
      spec(`the-${theme}-collection`, `The ${titleCase(theme)} collection: prints and cuts for the season.`, (p) => p.theme === theme),
    );
  }
  for (const colour of COLOUR_FILTERS) {
    const slug = colour.value.replace('filter_', '');
    specs.push(spec(slug, `${colour.name} swimwear and accessories.`, (p) => p.print.colour === colour.value));
    specs.push(spec(`${slug}-bikinis`, `${colour.name} bikinis.`, (p) => p.print.colour === colour.value && isType('top', 'bottoms', 'set')(p)));
    specs.push(spec(`${slug}-one-pieces`, `${colour.name} one-pieces.`, (p) => p.print.colour === colour.value && isType('one-piece')(p)));
    specs.push(spec(`${slug}-accessories`, `${colour.name} accessories.`, (p) => p.print.colour === colour.value && p.category === 'accessories'));
  }
  ZODIAC.forEach((sign, i) => {
    specs.push(
      spec(`${sign}-season`, `Picks for ${titleCase(sign)} season, written in the stars.`, (p) => p.index % 12 === i && SWIM(p), {
        limit: 24,
      }),
    );
  });
  for (const name of GARMENT_NAMES) {
    specs.push(spec(`${name}-set`, `Every piece named ${titleCase(name)}.`, (p) => p.garmentName === name));
  }
  for (const print of PRINTS) {
    specs.push(spec(`${print.handle}-print`, `Everything in our ${print.name} print.`, (p) => p.print === print, { print: print.handle }));
  }
  return specs;
}

/**
 * The collections and their members. `ranges` (a larger catalogue): the named collections span every
 * range, and each range after the first adds its own copy of every collection (handle -N, title
 * "(Range N)") over that range's products, so the number of collections grows with the catalogue.
 */
export function generateCollections(
  products: readonly CatalogueProduct[],
  siteUpdatedAt = CATALOGUE_DATE,
  ranges: ReadonlyArray<readonly CatalogueProduct[]> = [],
): CatalogueCollection[] {
  const listed = products.filter((p) => !p.hidden);
  const base = collectionSpecs();
  const pools: Array<{ spec: CollectionSpec; pool: readonly CatalogueProduct[] }> = base.map((spec) => ({ spec, pool: listed }));
  ranges.forEach((range, r) => {
    if (r === 0) return;
    for (const s of base) {
      pools.push({ spec: { ...s, handle: `${s.handle}-${r + 1}`, title: `${s.title} (Range ${r + 1})` }, pool: range });
    }
  });
  pools.sort((a, b) => (a.spec.handle < b.spec.handle ? -1 : a.spec.handle > b.spec.handle ? 1 : 0));
  const seen = new Set<string>();
  const collections: CatalogueCollection[] = [];
  for (const { spec: s, pool } of pools) {
    if (seen.has(s.handle)) throw new Error(`duplicate collection handle ${s.handle}`);
    seen.add(s.handle);
    const random = createRandom(hashString(s.handle));
    let members = pool.filter(s.rule);
    if (members.length === 0) members = random.shuffle(pool).slice(0, 8);
    // Manual order: a seeded shuffle, then the limit for curated edits.
    members = random.shuffle(members);
    if (s.limit !== undefined) members = members.slice(0, s.limit);
    const index = collections.length;
    const numericId = COLLECTION_ID_BASE + index + 1;
    const print: Print = (s.print && PRINT_BY_HANDLE.get(s.print)) || (members[0]?.print as Print);
    collections.push({
      index,
      id: `gid://shopify/Collection/${numericId}`,
      numericId,
      handle: s.handle,
      title: s.title,
      description: s.description,
      productIndices: members.map((p) => p.index),
      image: {
        id: `gid://shopify/CollectionImage/${numericId}`,
        path: `/cdn/shop/collections/${s.handle}.png`,
        altText: s.title,
        width: 1600,
        height: 900,
      },
      print,
      updatedAt: new Date(siteUpdatedAt - (hashString(s.handle) % 90) * 86_400_000).toISOString(),
    });
  }
  return collections;
}
