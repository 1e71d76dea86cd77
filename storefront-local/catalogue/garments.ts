/** Garment names, garment types and the themes products belong to. */

export type Category = 'swim' | 'beachwear' | 'accessories' | 'mens' | 'gifts';

export type Silhouette =
  | 'top'
  | 'bottoms'
  | 'set'
  | 'dress'
  | 'skirt'
  | 'one-piece'
  | 'shrug'
  | 'polo'
  | 'towel'
  | 'bag'
  | 'cap'
  | 'hat'
  | 'visor'
  | 'headband'
  | 'scarf'
  | 'pouch'
  | 'sticker'
  | 'gift-box'
  | 'gift-card'
  | 'mens-shorts'
  | 'charm'
  | 'shield';

export interface GarmentType {
  /** The word as shoppers read it ("men's shorts"). */
  label: string;
  /** As it appears in handles ("mens-shorts"). */
  slug: string;
  productType: string;
  category: Category;
  silhouette: Silhouette;
  /** How many products of this type the catalogue has. */
  count: number;
  /** Base prices in USD a product of this type may have. */
  prices: readonly number[];
  sizes: readonly string[];
}

export const SWIM_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const MENS_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const ONE_SIZE = ['One Size'] as const;

const t = (
  label: string,
  productType: string,
  category: Category,
  count: number,
  prices: readonly number[],
  sizes: readonly string[] = ONE_SIZE,
): GarmentType => {
  const slug = label.replace(/'/g, '').replace(/\s+/g, '-');
  return { label, slug, productType, category, silhouette: slug as Silhouette, count, prices, sizes };
};

/** 1,000 products in all. */
export const GARMENT_TYPES: readonly GarmentType[] = [
  t('top', 'Bikini Top', 'swim', 170, [54, 58, 62, 64.95, 68, 72], SWIM_SIZES),
  t('bottoms', 'Bikini Bottoms', 'swim', 170, [48, 52, 54.95, 56, 62], SWIM_SIZES),
  t('set', 'Bikini Set', 'swim', 90, [110, 115, 120, 124.95, 135], SWIM_SIZES),
  t('one-piece', 'One-Piece', 'swim', 110, [120, 128, 134.95, 145, 160], SWIM_SIZES),
  t('dress', 'Dress', 'beachwear', 60, [89, 98, 110, 129, 149], SWIM_SIZES),
  t('skirt', 'Skirt', 'beachwear', 45, [59, 64.95, 72, 89], SWIM_SIZES),
  t('shrug', 'Shrug', 'beachwear', 30, [55, 62, 69.95, 79], SWIM_SIZES),
  t('polo', 'Polo', 'beachwear', 30, [65, 72, 79.95, 89], SWIM_SIZES),
  t('towel', 'Beach Towel', 'accessories', 40, [45, 49.95, 55, 65]),
  t('bag', 'Tote Bag', 'accessories', 40, [59, 69, 79.95, 99]),
  t('cap', 'Cap', 'accessories', 25, [35, 39.95, 45]),
  t('hat', 'Sun Hat', 'accessories', 25, [49, 54.95, 59, 69]),
  t('visor', 'Visor', 'accessories', 15, [32, 36, 42]),
  t('headband', 'Headband', 'accessories', 20, [19, 24, 29]),
  t('scarf', 'Scarf', 'accessories', 20, [35, 42, 49.95, 55]),
  t('pouch', 'Pouch', 'accessories', 25, [25, 29.95, 34, 39]),
  t('sticker', 'Sticker Pack', 'accessories', 20, [6, 8, 9.95, 12]),
  t('gift box', 'Gift Box', 'gifts', 10, [75, 95, 120, 150]),
  t('gift card', 'Gift Card', 'gifts', 5, [25, 50, 100, 150]),
  t("men's shorts", "Men's Swim Shorts", 'mens', 50, [55, 59.95, 65, 75], MENS_SIZES),
];

export const GARMENT_NAMES: readonly string[] = [
  'marina', 'sienna', 'lola', 'bella', 'coco', 'daisy', 'stella', 'luna', 'ivy', 'mila',
  'rosa', 'gigi', 'nova', 'skye', 'aria', 'cleo', 'zara', 'ruby', 'lucia', 'bonita',
  'capri', 'malibu', 'riviera', 'havana', 'tulum', 'ibiza', 'santorini', 'amalfi', 'bondi', 'sorrento',
  'valencia', 'catalina', 'paloma', 'esme', 'juno', 'pia', 'romy', 'tallulah', 'frankie', 'billie',
  'dolly', 'peggy', 'wren', 'sunny', 'kiki', 'lulu', 'poppy', 'margot', 'celeste', 'odette',
  'elodie', 'josie', 'nina', 'tess', 'vera', 'alma', 'bea', 'mae', 'sadie', 'hazel',
];

/** Themes: each swim and beachwear product belongs to one `the-{theme}-collection`. */
export const THEMES: readonly string[] = [
  'casa-del-mar', 'romance-boulevard', 'spellbound', 'sunset-beach', 'club-voyages', 'sunsoaked',
  'afterglow', 'studio-to-sea', 'sunchasers', 'london-diaries', 'bridal-edit', 'blue-bay-island-life',
  'la-isla-bonita', 'pink-with-purpose', 'bratty-night-out', 'angel', 'bunny-boo', 'kool-kat',
  'bratitude', 'pretty-princess', 'night-out', 'coastal-cowgirl', 'riviera-nights', 'amalfi-coast',
  'tropicana', 'mermaid-cove', 'golden-sands', 'midnight-swim', 'pool-party', 'lemon-grove',
  'cabana-club', 'beach-babe', 'boardwalk', 'dolce-vita', 'sugar-rush', 'wild-at-heart',
  'french-riviera', 'palm-springs', 'sea-breeze', 'endless-summer', 'cherry-on-top', 'picnic-club',
  'moonlight', 'seaside-sweetheart', 'vacay-mode', 'yacht-club', 'cosmic-girl', 'wildflower',
  'sundown', 'salt-and-sun',
];

export const titleCase = (slug: string): string =>
  slug
    .split('-')
    .map((w) => (w === 'and' || w === 'x' || w === 'to' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
