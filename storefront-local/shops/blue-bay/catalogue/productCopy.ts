/**
 * The words and figures on a generated product: its title, the description copy per garment type,
 * the size chart and the review-rating spread.
 */
import { titleCase, type GarmentType } from '../../../catalogue/garments';
import type { Print } from '../../../catalogue/prints';
import type { Random } from './random';

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

export const TYPE_COPY: Record<string, string> = {
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
  pouch: 'a water-resistant pouch for sunglasses, sunscreen and keys',
  sticker: 'a sheet of vinyl stickers for your bottle, laptop or suitcase',
  'gift-box': 'a gift box with a bikini, a scrunchie and a pouch, wrapped and ready',
  'gift-card': 'a digital gift card, delivered by e-mail, that never expires',
  'mens-shorts': "men's swim shorts with a mesh lining and a back pocket",
};

export const MATERIAL = 'Made from 78% recycled nylon and 22% elastane with a soft, opaque lining. Hand wash cold.';

export function ratingDistribution(random: Random): string {
  const total = random.chance(0.15) ? 0 : random.int(3, 160);
  const weights = [random.int(50, 80), random.int(10, 25), random.int(2, 10), random.int(0, 5), random.int(0, 4)];
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  counts[0] = (counts[0] ?? 0) + total - counts.reduce((a, b) => a + b, 0);
  return JSON.stringify(counts.map((count, i) => ({ star: 5 - i, total: count })));
}

export function sizeChart(type: GarmentType): string | null {
  if (type.sizes.length === 1) return null;
  if (type.category === 'mens') {
    return JSON.stringify(type.sizes.map((size) => ({ size, ...MENS_CHART_INCHES[size] })));
  }
  return JSON.stringify(type.sizes.map((size) => ({ size, ...SIZE_CHART_INCHES[size] })));
}

export function productTitle(name: string, type: GarmentType, print: Print): string {
  const typeTitle = type.label === "men's shorts" ? "Men's Shorts" : titleCase(type.slug);
  return `${titleCase(name)} ${typeTitle} - ${print.name}`;
}
