/**
 * The game's dressing rules as pure functions over the game state:
 * - a doll wears her own default top and bottoms wherever the player has chosen nothing;
 * - a one-piece replaces top and bottoms (the store clears them); a top or bottoms takes the one-piece off;
 * - the pouch and towel toggle; a new garment forgets the size chosen for the old one;
 * - shades and sandals are the finale's finishing touches (the shop sells neither, and the game state
 *   keeps none for them), so they appear on the polaroid.
 */
import { ACCESSORIES, type ClothingItem, type Garment } from './wardrobe';
import type { GameData } from './store';

export type WearSlot = 'top' | 'bottoms' | 'onePiece' | 'pouch' | 'towel';

export const VARIANT_FIELD = {
  top: 'topVariant',
  bottoms: 'bottomVariant',
  onePiece: 'onePieceVariant',
  pouch: 'pouchVariant',
  towel: 'towelVariant',
} as const satisfies Record<WearSlot, keyof GameData>;

type Outfit = Pick<GameData, 'doll' | 'top' | 'bottoms' | 'onePiece' | 'pouch' | 'towel'>;

const same = (a: Garment | null, b: Garment | null) => a !== null && b !== null && a.path === b.path;

/** The change that puts `item` on the doll (or takes a worn pouch, towel or one-piece off). */
export function wearPatch(state: Outfit, slot: WearSlot, item: Garment): Partial<GameData> {
  const base: Partial<GameData> = { defaultDressReset: false };
  if (slot === 'pouch' || slot === 'towel' || slot === 'onePiece') {
    if (same(state[slot], item)) return { ...base, [slot]: null, [VARIANT_FIELD[slot]]: null };
    return { ...base, [slot]: item, [VARIANT_FIELD[slot]]: null };
  }
  if (same(state[slot], item)) return { ...base, onePiece: null, onePieceVariant: null };
  return { ...base, [slot]: item, [VARIANT_FIELD[slot]]: null, onePiece: null, onePieceVariant: null };
}

/** Back to the doll's own default look: nothing chosen, no sizes (the "default-dress reset"). */
export const resetDressPatch = (): Partial<GameData> => ({
  top: null,
  bottoms: null,
  onePiece: null,
  pouch: null,
  towel: null,
  topVariant: null,
  bottomVariant: null,
  onePieceVariant: null,
  pouchVariant: null,
  towelVariant: null,
  defaultDressReset: true,
});

/** Is this item what the doll shows in its slot right now (defaults included)? */
export function isWorn(state: Outfit, slot: WearSlot, item: Garment): boolean {
  const worn = shownGarments(state);
  return worn[slot]?.path === item.path;
}

/** What the doll shows per slot: chosen garments, else her defaults (none under a one-piece). */
export function shownGarments(state: Outfit): Record<WearSlot, Garment | null> {
  const doll = state.doll;
  return {
    top: state.onePiece ? null : (state.top ?? doll?.defaultTop ?? null),
    bottoms: state.onePiece ? null : (state.bottoms ?? doll?.defaultBottoms ?? null),
    onePiece: state.onePiece,
    pouch: state.pouch,
    towel: state.towel,
  };
}

export interface Layer {
  key: string;
  src: string;
}

/** Art layers bottom to top: doll, bottoms, top or one-piece, finale extras, towel, pouch. */
export function outfitLayers(state: Outfit, options: { finale?: boolean } = {}): Layer[] {
  if (!state.doll) return [];
  const shown = shownGarments(state);
  const layers: Array<[string, ClothingItem | null]> = [
    ['doll', state.doll],
    ['bottoms', shown.bottoms],
    ['top', shown.top],
    ['onePiece', shown.onePiece],
    ['sandals', options.finale ? ACCESSORIES.sandals : null],
    ['shades', options.finale ? ACCESSORIES.shades : null],
    ['towel', shown.towel],
    ['pouch', shown.pouch],
  ];
  return layers.filter((entry): entry is [string, ClothingItem] => entry[1] !== null).map(([key, item]) => ({ key, src: item.path }));
}

/** Worn garments that are shop products (non-empty handle), in the order a shopper reads a look. */
export function shopPieces(state: Outfit): Array<{ slot: WearSlot; item: Garment }> {
  const shown = shownGarments(state);
  return (['top', 'bottoms', 'onePiece', 'pouch', 'towel'] as const)
    .map((slot) => ({ slot, item: shown[slot] }))
    .filter((entry): entry is { slot: WearSlot; item: Garment } => entry.item !== null && entry.item.handle !== '');
}

/** A sentence describing the doll's look, for screen readers. */
export function describeOutfit(state: Outfit, options: { finale?: boolean } = {}): string {
  if (!state.doll) return '';
  const shown = shownGarments(state);
  const names = [shown.onePiece, shown.top, shown.bottoms, shown.towel, shown.pouch]
    .filter((item): item is Garment => item !== null)
    .map((item) => item.name);
  if (options.finale) names.push(ACCESSORIES.shades.name.toLowerCase(), ACCESSORIES.sandals.name.toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `${state.doll.name} wearing ${list}`;
}
