import fc from 'fast-check';
import { STORAGE_KEYS } from '../../src/config/site';
import { BOTTOMS, DOLLS, ONE_PIECES, POLAROIDS, SLOT_ITEMS, TOPS, ACCESSORIES } from '../../src/game/wardrobe';
import { GAME_DEFAULTS, GAME_SCREENS, useGame, type GameData } from '../../src/game/store';

const KEY = STORAGE_KEYS.game;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
const data = (): GameData => {
  const { setField: _a, setFields: _b, reset: _c, fullReset: _d, ...rest } = useGame.getState();
  return rest;
};

/** Starts from the defaults with `raw` (if any) in storage, then loads as the page does. */
async function load(raw?: string) {
  useGame.setState({ ...GAME_DEFAULTS });
  localStorage.clear();
  if (raw !== undefined) localStorage.setItem(KEY, raw);
  await useGame.persist.rehydrate();
}

const amara = DOLLS[0]!;
const onePiece = ONE_PIECES[0]!;

describe('dress-up game store', () => {
  beforeEach(() => load());

  it('starts with the spec defaults: empty name, nothing worn, the first polaroid, no flags, start screen', () => {
    expect(data()).toEqual({
      username: '',
      doll: null,
      top: null,
      bottoms: null,
      onePiece: null,
      towel: null,
      pouch: null,
      polaroid: POLAROIDS[0],
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
  });

  it('sets one field and writes it to storage at once', () => {
    useGame.getState().setField('username', 'Mia');
    expect(useGame.getState().username).toBe('Mia');
    expect(stored()?.username).toBe('Mia');
    useGame.getState().setField('doll', amara);
    expect(stored()?.doll).toEqual({ handle: '', name: 'Amara', path: amara.path });
  });

  it('sets several fields at once', () => {
    useGame.getState().setFields({ username: 'Mia', doll: amara, gameStarted: true, gameScreen: 'dress' });
    expect(useGame.getState()).toMatchObject({ username: 'Mia', doll: amara, gameStarted: true, gameScreen: 'dress' });
    expect(stored()).toMatchObject({ username: 'Mia', gameStarted: true, gameScreen: 'dress' });
  });

  it('choosing a one-piece clears the top and bottoms, with their sizes', () => {
    useGame.getState().setFields({ top: TOPS[0]!, bottoms: BOTTOMS[0]!, topVariant: 'gid://shopify/ProductVariant/1', bottomVariant: 'gid://shopify/ProductVariant/2' });
    useGame.getState().setField('onePiece', onePiece);
    expect(useGame.getState()).toMatchObject({ onePiece, top: null, bottoms: null, topVariant: null, bottomVariant: null });
    expect(stored()).toMatchObject({ top: null, bottoms: null });
  });

  it('a one-piece wins even when the same change names a top and bottoms', () => {
    useGame.getState().setFields({ top: TOPS[1]!, bottoms: BOTTOMS[1]!, onePiece });
    expect(useGame.getState()).toMatchObject({ onePiece, top: null, bottoms: null });
  });

  it('taking the one-piece off leaves the top and bottoms as they are', () => {
    useGame.getState().setFields({ top: TOPS[2]!, bottoms: BOTTOMS[2]!, pouch: ACCESSORIES.pouch });
    useGame.getState().setField('onePiece', null);
    expect(useGame.getState()).toMatchObject({ top: TOPS[2], bottoms: BOTTOMS[2], pouch: ACCESSORIES.pouch });
  });

  it('reset puts the game back to its defaults and clears the stored copy, keeping screen and sizes', () => {
    useGame.getState().setFields({
      username: 'Mia',
      doll: amara,
      top: TOPS[0]!,
      towel: ACCESSORIES.towel,
      polaroid: POLAROIDS[3]!,
      topVariant: 'gid://shopify/ProductVariant/1',
      gameStarted: true,
      finaleShareClicked: true,
      gameScreen: 'finale',
    });
    useGame.getState().reset();
    expect(data()).toEqual({ ...GAME_DEFAULTS, gameScreen: 'finale', topVariant: 'gid://shopify/ProductVariant/1' });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('full reset also clears the screen and the sizes chosen for every garment', () => {
    useGame.getState().setFields({
      username: 'Mia',
      doll: amara,
      onePiece,
      gameScreen: 'dress',
      onePieceVariant: 'gid://shopify/ProductVariant/3',
      pouchVariant: 'gid://shopify/ProductVariant/4',
      towelVariant: 'gid://shopify/ProductVariant/5',
    });
    useGame.getState().setFields({ topVariant: 'gid://shopify/ProductVariant/6', bottomVariant: 'gid://shopify/ProductVariant/7' });
    useGame.getState().fullReset();
    expect(data()).toEqual(GAME_DEFAULTS);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('writes again after a reset, so the next change is not lost', () => {
    useGame.getState().reset();
    useGame.getState().setField('username', 'Zoe');
    expect(stored()?.username).toBe('Zoe');
  });

  it('restores the stored game on load with the wardrobe’s own items', async () => {
    useGame.getState().setFields({ username: 'Mia', doll: DOLLS[2]!, top: TOPS[5]!, bottoms: BOTTOMS[7]!, pouch: ACCESSORIES.pouch, polaroid: POLAROIDS[5]!, gameScreen: 'dress', topVariant: 'gid://shopify/ProductVariant/9' });
    const raw = localStorage.getItem(KEY)!;
    await load(raw);
    expect(useGame.getState()).toMatchObject({ username: 'Mia', top: TOPS[5], bottoms: BOTTOMS[7], polaroid: POLAROIDS[5], gameScreen: 'dress', topVariant: 'gid://shopify/ProductVariant/9' });
    // The restored doll is the wardrobe entry, default dress included.
    expect(useGame.getState().doll).toBe(DOLLS[2]);
    expect(useGame.getState().doll?.defaultTop.path).toMatch(/default-mint/);
  });

  it('falls back to the defaults when the stored game is corrupted or names unknown art', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = { ...JSON.parse(JSON.stringify({ ...GAME_DEFAULTS, polaroid: { handle: '', name: POLAROIDS[0]!.name, path: POLAROIDS[0]!.path } })), username: 'Mia' };
    const bad = [
      '{not json',
      '"a string"',
      JSON.stringify([1, 2]),
      JSON.stringify({ ...good, username: 42 }),
      JSON.stringify({ ...good, gameScreen: 'backstage' }),
      JSON.stringify({ ...good, doll: { handle: '', name: 'Amara', path: '/dress-up/dolls/evil.svg' } }),
      JSON.stringify({ ...good, top: { handle: 'other-product', name: TOPS[0]!.name, path: TOPS[0]!.path } }),
      JSON.stringify({ ...good, top: { ...BOTTOMS[0]!, theme: undefined } }),
    ];
    for (const raw of bad) {
      await load(raw);
      expect(data()).toEqual(GAME_DEFAULTS);
    }
    await load(JSON.stringify(good));
    expect(useGame.getState().username).toBe('Mia');
  });

  it('round-trips any game through storage (property)', async () => {
    const item = <T,>(items: readonly T[]) => fc.option(fc.constantFrom(...items), { nil: null });
    const variant = fc.option(fc.integer({ min: 1 }).map((n) => `gid://shopify/ProductVariant/${n}`), { nil: null });
    const game = fc.record({
      username: fc.string({ maxLength: 16 }),
      doll: item(DOLLS),
      top: item(SLOT_ITEMS.top),
      bottoms: item(SLOT_ITEMS.bottoms),
      onePiece: fc.constant(null),
      towel: item(SLOT_ITEMS.towel),
      pouch: item(SLOT_ITEMS.pouch),
      polaroid: fc.constantFrom(...POLAROIDS),
      topVariant: variant,
      bottomVariant: variant,
      onePieceVariant: variant,
      pouchVariant: variant,
      towelVariant: variant,
      gameStarted: fc.boolean(),
      defaultDressReset: fc.boolean(),
      sizeGuideOpen: fc.boolean(),
      downloadSuccessOpen: fc.boolean(),
      shareGameOpen: fc.boolean(),
      finaleShareClicked: fc.boolean(),
      finaleDownloadClicked: fc.boolean(),
      gameScreen: fc.constantFrom(...GAME_SCREENS),
    });
    await fc.assert(
      fc.asyncProperty(game, async (value) => {
        await load();
        useGame.getState().setFields(value);
        await load(localStorage.getItem(KEY)!);
        expect(data()).toEqual(value);
      }),
      { numRuns: 60 },
    );
  });

  it('never shows a top or bottoms over a one-piece, whatever the order of changes (property)', () => {
    const change = fc.oneof(
      fc.record({ top: fc.constantFrom(...SLOT_ITEMS.top) }),
      fc.record({ bottoms: fc.constantFrom(...SLOT_ITEMS.bottoms) }),
      fc.record({ onePiece: fc.constantFrom(onePiece) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 8 }), (changes) => {
        useGame.getState().fullReset();
        for (const patch of changes) useGame.getState().setFields(patch);
        const last = changes.at(-1);
        if (last && 'onePiece' in last) {
          expect(useGame.getState()).toMatchObject({ top: null, bottoms: null, onePiece });
        }
      }),
    );
  });
});
