/** The dress-up game's settings: art, sounds, stage and picture (loaded with the game only). */
import { PARTNER_BRAND_SLUG, SHOP_ABBREVIATION } from '../config/site';

export const GAME_ID = `${PARTNER_BRAND_SLUG}-x-${SHOP_ABBREVIATION}-dress-up`;

export const GAME_STAGE = { width: 1216, height: 632 } as const;

export const GAME_DOLL_COUNT = 4;

export const GAME_POLAROID_FRAMES = 6;

export const GAME_TOAST_AUTO_CLOSE_MS = 3000;

/** Art of dolls, garments and polaroid frames, all SVG on one coordinate system (static/dress-up/). */
export const GAME_ART_BASE = '/dress-up/';

/** The game's three sound effects (select, next, back), synthesised by scripts/make-sounds.ts into static/sounds/. */
export const GAME_SOUNDS = {
  select: '/sounds/select.wav',
  next: '/sounds/next.wav',
  back: '/sounds/back.wav',
} as const;

export const GAME_SOUND_VOLUME = 0.5;

/** The mute choice lives beside the stored game state, not in it, so that state keeps its fixed fields. */
export const GAME_MUTED_STORAGE_KEY = `${GAME_ID}-muted`;

export const GAME_TOAST_CONTAINER_ID = `${GAME_ID}-toasts`;

/** Narrowest viewport the stage is designed for; the stage scales down to fit it. */
export const GAME_MIN_VIEWPORT_WIDTH = 360;

export const GAME_USERNAME_MAX_LENGTH = 16;

/** The polaroid picture: frame art and the downloaded PNG share these pixel dimensions. */
export const GAME_POLAROID_SIZE = { width: 600, height: 720 } as const;

export const GAME_PICTURE_FILE_NAME = `${GAME_ID}.png`;
