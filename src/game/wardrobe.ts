/**
 * The dress-up game's wardrobe: four dolls, 4 default tops + 12 tops,
 * 4 default bottoms + 13 bottoms, one one-piece, the accessories pouch, shades, sandals and towel, and
 * six polaroid frames. Every garment carries the handle of the shop product it stands for (empty for
 * a doll's default garment) and the path of its art under /dress-up/. All art shares one 300 × 600
 * coordinate system, so any garment layers onto any doll.
 */
import { GAME_ART_BASE } from './config';

export const THEMES = ['Angel', 'Bunny Boo', 'Kool Kat', 'Bratitude', 'Pretty Princess', 'Night Out'] as const;
export type Theme = (typeof THEMES)[number];

/** A clothing item: handle (empty for a default garment), name, path. */
export interface ClothingItem {
  handle: string;
  name: string;
  path: string;
}

export interface Garment extends ClothingItem {
  /** Null for a doll's own default garment. */
  theme: Theme | null;
}

export interface Doll extends ClothingItem {
  /** Words a screen reader says about the doll's look. */
  description: string;
  defaultTop: Garment;
  defaultBottoms: Garment;
}

export interface Polaroid extends ClothingItem {
  /** Colour of the player's name written on the frame. */
  ink: string;
}

/** The coordinate system of dolls and garments (viewBox of every doll and garment SVG). */
export const ART_BOX = { width: 300, height: 600 } as const;

const art = (file: string): string => `${GAME_ART_BASE}${file}.svg`;

const garment = (handle: string, name: string, file: string, theme: Theme | null): Garment => ({
  handle,
  name,
  path: art(file),
  theme,
});

// ---- Default garments: each doll arrives in her own plain bikini (handle '') ----
export const DEFAULT_TOPS: readonly Garment[] = [
  garment('', 'Amara’s coral basics top', 'tops/default-coral', null),
  garment('', 'Lexi’s lilac basics top', 'tops/default-lilac', null),
  garment('', 'Noor’s mint basics top', 'tops/default-mint', null),
  garment('', 'Rio’s sunshine basics top', 'tops/default-sunshine', null),
];

export const DEFAULT_BOTTOMS: readonly Garment[] = [
  garment('', 'Amara’s coral basics bottoms', 'bottoms/default-coral', null),
  garment('', 'Lexi’s lilac basics bottoms', 'bottoms/default-lilac', null),
  garment('', 'Noor’s mint basics bottoms', 'bottoms/default-mint', null),
  garment('', 'Rio’s sunshine basics bottoms', 'bottoms/default-sunshine', null),
];

// ---- Shop garments, two tops and two bottoms per theme (one more bottoms for Kool Kat) ----
export const TOPS: readonly Garment[] = [
  garment('vera-top-cosmic-star', 'Vera Top - Cosmic Star', 'tops/vera-cosmic-star', 'Angel'),
  garment('daisy-top-pink-gingham', 'Daisy Top - Pink Gingham', 'tops/daisy-pink-gingham', 'Angel'),
  garment('romy-top-strawberry-milk', 'Romy Top - Strawberry Milk', 'tops/romy-strawberry-milk', 'Bunny Boo'),
  garment('bella-top-pink-gingham', 'Bella Top - Pink Gingham', 'tops/bella-pink-gingham', 'Bunny Boo'),
  garment('stella-top-strawberry-milk', 'Stella Top - Strawberry Milk', 'tops/stella-strawberry-milk', 'Kool Kat'),
  garment('nova-top-sunflower', 'Nova Top - Sunflower', 'tops/nova-sunflower', 'Kool Kat'),
  garment('bonita-top-mocha-leopard', 'Bonita Top - Mocha Leopard', 'tops/bonita-mocha-leopard', 'Bratitude'),
  garment('sienna-top-retro-chevron', 'Sienna Top - Retro Chevron', 'tops/sienna-retro-chevron', 'Bratitude'),
  garment('aria-top-lemon-drop', 'Aria Top - Lemon Drop', 'tops/aria-lemon-drop', 'Pretty Princess'),
  garment('valencia-top-violet-bloom', 'Valencia Top - Violet Bloom', 'tops/valencia-violet-bloom', 'Pretty Princess'),
  garment('marina-top-midnight-leopard', 'Marina Top - Midnight Leopard', 'tops/marina-midnight-leopard', 'Night Out'),
  garment('wren-top-cloud-nine', 'Wren Top - Cloud Nine', 'tops/wren-cloud-nine', 'Night Out'),
];

export const BOTTOMS: readonly Garment[] = [
  garment('vera-bottoms-cosmic-star', 'Vera Bottoms - Cosmic Star', 'bottoms/vera-cosmic-star', 'Angel'),
  garment('sadie-bottoms-sailor-star', 'Sadie Bottoms - Sailor Star', 'bottoms/sadie-sailor-star', 'Angel'),
  garment('mila-bottoms-strawberry-milk', 'Mila Bottoms - Strawberry Milk', 'bottoms/mila-strawberry-milk', 'Bunny Boo'),
  garment('lucia-bottoms-pink-gingham', 'Lucia Bottoms - Pink Gingham', 'bottoms/lucia-pink-gingham', 'Bunny Boo'),
  garment('juno-bottoms-blue-lagoon', 'Juno Bottoms - Blue Lagoon', 'bottoms/juno-blue-lagoon', 'Kool Kat'),
  garment('pia-bottoms-poppy-field', 'Pia Bottoms - Poppy Field', 'bottoms/pia-poppy-field', 'Kool Kat'),
  garment('mae-bottoms-white-eyelet', 'Mae Bottoms - White Eyelet', 'bottoms/mae-white-eyelet', 'Kool Kat'),
  garment('wren-bottoms-strawberry-milk', 'Wren Bottoms - Strawberry Milk', 'bottoms/wren-strawberry-milk', 'Bratitude'),
  garment('amalfi-bottoms-mocha-leopard', 'Amalfi Bottoms - Mocha Leopard', 'bottoms/amalfi-mocha-leopard', 'Bratitude'),
  garment('santorini-bottoms-lemon-drop', 'Santorini Bottoms - Lemon Drop', 'bottoms/santorini-lemon-drop', 'Pretty Princess'),
  garment('sorrento-bottoms-caramel-eyelet', 'Sorrento Bottoms - Caramel Eyelet', 'bottoms/sorrento-caramel-eyelet', 'Pretty Princess'),
  garment('nina-bottoms-chocolate-check', 'Nina Bottoms - Chocolate Check', 'bottoms/nina-chocolate-check', 'Night Out'),
  garment('marina-bottoms-midnight-leopard', 'Marina Bottoms - Midnight Leopard', 'bottoms/marina-midnight-leopard', 'Night Out'),
];

export const ONE_PIECES: readonly Garment[] = [
  garment('marina-one-piece-sailor-star', 'Marina One Piece - Sailor Star', 'one-pieces/marina-sailor-star', 'Angel'),
];

// ---- Accessories: pouch and towel are shop products; the shop sells no shades or sandals ----
export const ACCESSORIES = {
  pouch: garment('daisy-pouch-bubblegum-heart', 'Daisy Pouch - Bubblegum Heart', 'accessories/pouch', null),
  shades: garment('', 'Heart shades', 'accessories/shades', null),
  sandals: garment('', 'Platform sandals', 'accessories/sandals', null),
  towel: garment('lola-towel-sunset-stripe', 'Lola Towel - Sunset Stripe', 'accessories/towel', null),
} as const;

const doll = (index: number, name: string, file: string, description: string): Doll => ({
  handle: '',
  name,
  path: art(`dolls/${file}`),
  description,
  defaultTop: DEFAULT_TOPS[index] as Garment,
  defaultBottoms: DEFAULT_BOTTOMS[index] as Garment,
});

export const DOLLS: readonly Doll[] = [
  doll(0, 'Amara', 'amara', 'deep brown skin and two big black curly puffs'),
  doll(1, 'Lexi', 'lexi', 'fair skin, freckles and a high platinum ponytail'),
  doll(2, 'Noor', 'noor', 'warm tan skin and long dark waves'),
  doll(3, 'Rio', 'rio', 'golden olive skin and a pink bob with bangs'),
];

const polaroid = (file: string, name: string, ink: string): Polaroid => ({ handle: '', name, path: art(`polaroids/${file}`), ink });

/** Six frames; the first is the default. */
export const POLAROIDS: readonly Polaroid[] = [
  polaroid('angel', 'Angel clouds', '#6a4fc8'),
  polaroid('bunny-boo', 'Bunny Boo hearts', '#d6336c'),
  polaroid('kool-kat', 'Kool Kat stripes', '#ffffff'),
  polaroid('bratitude', 'Bratitude leopard', '#1d1d1d'),
  polaroid('pretty-princess', 'Pretty Princess crown', '#b8860b'),
  polaroid('night-out', 'Night Out sparkle', '#ffffff'),
];

export const DEFAULT_POLAROID = POLAROIDS[0] as Polaroid;

/** Every garment a slot can hold, default garments first (they bring back a doll's own look). */
export const SLOT_ITEMS = {
  top: [...DEFAULT_TOPS, ...TOPS],
  bottoms: [...DEFAULT_BOTTOMS, ...BOTTOMS],
  onePiece: ONE_PIECES,
  pouch: [ACCESSORIES.pouch],
  towel: [ACCESSORIES.towel],
} as const satisfies Record<string, readonly Garment[]>;

export type Slot = keyof typeof SLOT_ITEMS;

/** The wardrobe entry with this art path in `items`, if any (art paths are unique). */
export const findByPath = <T extends ClothingItem>(items: readonly T[], path: string): T | undefined =>
  items.find((item) => item.path === path);

/** Does `item` equal (field for field) an entry of `items`? Stored state is trusted only then. */
export const isWardrobeItem = (items: readonly ClothingItem[], item: ClothingItem): boolean => {
  const entry = findByPath(items, item.path);
  return entry !== undefined && entry.handle === item.handle && entry.name === item.name;
};
