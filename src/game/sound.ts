/**
 * The game's three sound effects (select, next, back), played with howler.
 * - Silent until the player's first gesture (browsers forbid sound before it, and a page that beeps
 *   on arrival is rude); the game calls unlock() from its first pointer or key event.
 * - A mute toggle, remembered in local storage beside the game state.
 * howler loads on the first sound, so it never weighs on the first paint.
 */
import type * as HowlerModule from 'howler';
import { create } from 'zustand';
import { GAME_MUTED_STORAGE_KEY, GAME_SOUND_VOLUME, GAME_SOUNDS } from './config';
import { readString, writeString } from '../browser/storage';
import { lazyModule } from '../browser/lazy';

export type SoundName = keyof typeof GAME_SOUNDS;

const loadHowler = lazyModule(() => import('howler'));

/**
 * The audio side: howler and the sounds it made, one engine for the page (a test swaps its methods:
 * jsdom has no audio).
 */
export function createSoundEngine(load: () => Promise<typeof HowlerModule> = loadHowler) {
  const howls = new Map<SoundName, HowlerModule.Howl>();
  // Muting before the first sound has nothing to mute: play() checks the flag itself.
  let requested = false;
  return {
    play: async (name: SoundName): Promise<void> => {
      requested = true;
      const { Howl } = await load();
      let howl = howls.get(name);
      if (!howl) {
        howl = new Howl({ src: [GAME_SOUNDS[name]], volume: GAME_SOUND_VOLUME, preload: true });
        howls.set(name, howl);
      }
      howl.play();
    },
    mute: async (muted: boolean): Promise<void> => {
      if (!requested) return;
      (await load()).Howler.mute(muted);
    },
  };
}

export const soundEngine = createSoundEngine();

interface GameSoundState {
  muted: boolean;
  unlocked: boolean;
  /** Reads the remembered mute choice. */
  init: () => void;
  unlock: () => void;
  toggleMute: () => void;
  play: (name: SoundName) => void;
}

export const useGameSound = create<GameSoundState>()((set, get) => ({
  muted: false,
  unlocked: false,
  init: () => set({ muted: readString(GAME_MUTED_STORAGE_KEY) === 'true' }),
  unlock: () => {
    if (!get().unlocked) set({ unlocked: true });
  },
  toggleMute: () => {
    const muted = !get().muted;
    set({ muted });
    writeString(GAME_MUTED_STORAGE_KEY, String(muted));
    void soundEngine.mute(muted).catch(() => undefined);
  },
  play: (name) => {
    const { muted, unlocked } = get();
    if (muted || !unlocked) return;
    soundEngine.play(name).catch((error: unknown) => console.warn(`Dress-up game: the ${name} sound did not play`, error));
  },
}));
