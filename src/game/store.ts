/**
 * Dress-up game state: doll, garments, accessories, frame and name, plus the screen marker
 *   `gameScreen` ('' = the start screen).
 * - setField / setFields change fields; choosing a one-piece clears the top and bottoms.
 * - reset() puts the outfit fields back to their defaults and clears the stored copy; fullReset() also
 *   clears the screen and the selected variants.
 * - Every change is written to local storage under STORAGE_KEYS.game and restored on load; a stored
 *   value that is corrupted or names art the wardrobe does not have gives the defaults.
 * The game makes no server call of its own: product and cart calls go through the shared
 * storefront client and cart store.
 */
import * as v from 'valibot';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/site';
import { validatedStorage } from '../stores/persistStorage';
import {
  DEFAULT_POLAROID,
  DOLLS,
  POLAROIDS,
  SLOT_ITEMS,
  findByPath,
  isWardrobeItem,
  type ClothingItem,
  type Doll,
  type Garment,
  type Polaroid,
} from './wardrobe';

/** Screens in play order; the names never show to players. */
export const GAME_SCREENS = ['', 'doll', 'dress', 'finale'] as const;
export type GameScreen = (typeof GAME_SCREENS)[number];

export interface GameData {
  username: string;
  doll: Doll | null;
  top: Garment | null;
  bottoms: Garment | null;
  onePiece: Garment | null;
  towel: Garment | null;
  pouch: Garment | null;
  polaroid: Polaroid;
  /** Selected product variants (variant gids) for the shop links. */
  topVariant: string | null;
  bottomVariant: string | null;
  onePieceVariant: string | null;
  pouchVariant: string | null;
  towelVariant: string | null;
  gameStarted: boolean;
  defaultDressReset: boolean;
  sizeGuideOpen: boolean;
  downloadSuccessOpen: boolean;
  shareGameOpen: boolean;
  finaleShareClicked: boolean;
  finaleDownloadClicked: boolean;
  gameScreen: GameScreen;
}

export const VARIANT_FIELDS = ['topVariant', 'bottomVariant', 'onePieceVariant', 'pouchVariant', 'towelVariant'] as const;

export const GAME_DEFAULTS: Readonly<GameData> = Object.freeze({
  username: '',
  doll: null,
  top: null,
  bottoms: null,
  onePiece: null,
  towel: null,
  pouch: null,
  polaroid: DEFAULT_POLAROID,
  topVariant: null,
  bottomVariant: null,
  onePieceVariant: null,
  pouchVariant: null,
  towelVariant: null,
  gameStarted: false,
  defaultDressReset: false,
  sizeGuideOpen: false,
  downloadSuccessOpen: false,
  shareGameOpen: false,
  finaleShareClicked: false,
  finaleDownloadClicked: false,
  gameScreen: '',
});

/**
 * Applies the game's rule to a change: a one-piece in the change clears the top and bottoms
 * and the sizes chosen for them, which belonged to products no longer worn.
 */
export function withGameRules(patch: Partial<GameData>): Partial<GameData> {
  if (!patch.onePiece) return patch;
  return { ...patch, top: null, bottoms: null, topVariant: null, bottomVariant: null };
}

export interface GameState extends GameData {
  setField: <K extends keyof GameData>(key: K, value: GameData[K]) => void;
  setFields: (patch: Partial<GameData>) => void;
  /** The stored game fields back to their defaults and the stored copy removed; screen and variants stay. */
  reset: () => void;
  /** Everything back to the defaults, the screen and the selected variants too; stored copy removed. */
  fullReset: () => void;
}

// ---- Stored shape: plain JSON, validated against the wardrobe on load ----
const itemSchema = (items: readonly ClothingItem[]) =>
  v.pipe(
    v.object({ handle: v.string(), name: v.string(), path: v.string() }),
    v.check((item) => isWardrobeItem(items, item), 'not an item of the dress-up wardrobe'),
  );

const storedSchema = v.object({
  username: v.string(),
  doll: v.nullable(itemSchema(DOLLS)),
  top: v.nullable(itemSchema(SLOT_ITEMS.top)),
  bottoms: v.nullable(itemSchema(SLOT_ITEMS.bottoms)),
  onePiece: v.nullable(itemSchema(SLOT_ITEMS.onePiece)),
  towel: v.nullable(itemSchema(SLOT_ITEMS.towel)),
  pouch: v.nullable(itemSchema(SLOT_ITEMS.pouch)),
  polaroid: itemSchema(POLAROIDS),
  topVariant: v.nullable(v.string()),
  bottomVariant: v.nullable(v.string()),
  onePieceVariant: v.nullable(v.string()),
  pouchVariant: v.nullable(v.string()),
  towelVariant: v.nullable(v.string()),
  gameStarted: v.boolean(),
  defaultDressReset: v.boolean(),
  sizeGuideOpen: v.boolean(),
  downloadSuccessOpen: v.boolean(),
  shareGameOpen: v.boolean(),
  finaleShareClicked: v.boolean(),
  finaleDownloadClicked: v.boolean(),
  gameScreen: v.picklist(GAME_SCREENS),
});

type StoredGame = v.InferOutput<typeof storedSchema>;

const canonical = <T extends ClothingItem>(items: readonly T[], item: ClothingItem | null): T | null =>
  item ? (findByPath(items, item.path) ?? null) : null;

/** The stored JSON with each item swapped for its wardrobe entry (which carries theme, defaults…). */
export function fromStored(stored: StoredGame): GameData {
  return {
    ...stored,
    doll: canonical(DOLLS, stored.doll),
    top: canonical(SLOT_ITEMS.top, stored.top),
    bottoms: canonical(SLOT_ITEMS.bottoms, stored.bottoms),
    onePiece: canonical(SLOT_ITEMS.onePiece, stored.onePiece),
    towel: canonical(SLOT_ITEMS.towel, stored.towel),
    pouch: canonical(SLOT_ITEMS.pouch, stored.pouch),
    polaroid: canonical(POLAROIDS, stored.polaroid) ?? DEFAULT_POLAROID,
  };
}

const plain = (item: ClothingItem | null) => (item ? { handle: item.handle, name: item.name, path: item.path } : null);

/** The state as stored: data fields only, items as {handle, name, path}. */
export function toStored(state: GameData): StoredGame {
  return {
    username: state.username,
    doll: plain(state.doll),
    top: plain(state.top),
    bottoms: plain(state.bottoms),
    onePiece: plain(state.onePiece),
    towel: plain(state.towel),
    pouch: plain(state.pouch),
    polaroid: plain(state.polaroid) ?? plain(DEFAULT_POLAROID)!,
    topVariant: state.topVariant,
    bottomVariant: state.bottomVariant,
    onePieceVariant: state.onePieceVariant,
    pouchVariant: state.pouchVariant,
    towelVariant: state.towelVariant,
    gameStarted: state.gameStarted,
    defaultDressReset: state.defaultDressReset,
    sizeGuideOpen: state.sizeGuideOpen,
    downloadSuccessOpen: state.downloadSuccessOpen,
    shareGameOpen: state.shareGameOpen,
    finaleShareClicked: state.finaleShareClicked,
    finaleDownloadClicked: state.finaleDownloadClicked,
    gameScreen: state.gameScreen,
  };
}

const keep = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

export const useGame = create<GameState>()(
  persist(
    (set, get, api) => ({
      ...GAME_DEFAULTS,
      setField: (key, value) => set(withGameRules({ [key]: value } as Partial<GameData>)),
      setFields: (patch) => set(withGameRules(patch)),
      reset: () => {
        const current = get();
        set({ ...GAME_DEFAULTS, gameScreen: current.gameScreen, ...keep(current, VARIANT_FIELDS) });
        api.persist.clearStorage();
      },
      fullReset: () => {
        set({ ...GAME_DEFAULTS });
        api.persist.clearStorage();
      },
    }),
    {
      name: STORAGE_KEYS.game,
      storage: validatedStorage(storedSchema, (error) => console.warn('Ignoring the stored dress-up game', error)),
      partialize: (state) => toStored(state),
      // Nothing stored (or nothing valid): the current state, which on load is the defaults.
      merge: (persisted, current) => (persisted ? { ...current, ...fromStored(persisted as StoredGame) } : current),
      // The static page renders the start screen; the stored game is applied once the page mounts.
      skipHydration: true,
    },
  ),
);
