import fc from 'fast-check';
import { GAME_STAGE } from '../../src/game/config';
import { ACCESSORIES, BOTTOMS, DOLLS, ONE_PIECES, SLOT_ITEMS, TOPS } from '../../src/game/wardrobe';
import { describeOutfit, isWorn, outfitLayers, resetDressPatch, shopPieces, shownGarments, wearPatch } from '../../src/game/outfit';
import { MIN_TARGET_CSS_PX, STAGE_MIN_TARGET, fitStage } from '../../src/game/stageFit';
import { GAME_DEFAULTS, withGameRules, type GameData } from '../../src/game/store';

const noor = DOLLS[2]!;
const dressed = (patch: Partial<GameData>): GameData => ({ ...GAME_DEFAULTS, doll: noor, ...patch });
const apply = (state: GameData, patch: Partial<GameData>): GameData => ({ ...state, ...withGameRules(patch) });

describe('dressing rules', () => {
  it('shows the doll in her own default top and bottoms until the player chooses', () => {
    expect(shownGarments(dressed({}))).toMatchObject({ top: noor.defaultTop, bottoms: noor.defaultBottoms, onePiece: null });
    expect(outfitLayers(dressed({})).map((l) => l.src)).toEqual([noor.path, noor.defaultBottoms.path, noor.defaultTop.path]);
  });

  it('a one-piece hides the top and bottoms, defaults included', () => {
    const state = apply(dressed({ top: TOPS[0]! }), wearPatch(dressed({ top: TOPS[0]! }), 'onePiece', ONE_PIECES[0]!));
    expect(state.top).toBeNull();
    expect(outfitLayers(state).map((l) => l.key)).toEqual(['doll', 'onePiece']);
  });

  it('choosing a top takes the one-piece off and keeps her default bottoms', () => {
    const state = apply(dressed({ onePiece: ONE_PIECES[0]! }), wearPatch(dressed({ onePiece: ONE_PIECES[0]! }), 'top', TOPS[3]!));
    expect(state).toMatchObject({ onePiece: null, top: TOPS[3] });
    expect(shownGarments(state).bottoms).toBe(noor.defaultBottoms);
  });

  it('a new garment forgets the size chosen for the previous one, the same garment keeps it', () => {
    const state = dressed({ top: TOPS[0]!, topVariant: 'gid://shopify/ProductVariant/1' });
    expect(wearPatch(state, 'top', TOPS[1]!)).toMatchObject({ top: TOPS[1], topVariant: null });
    expect(wearPatch(state, 'top', TOPS[0]!)).not.toHaveProperty('topVariant');
  });

  it('the pouch and towel toggle on and off', () => {
    const on = apply(dressed({}), wearPatch(dressed({}), 'pouch', ACCESSORIES.pouch));
    expect(on.pouch).toBe(ACCESSORIES.pouch);
    expect(isWorn(on, 'pouch', ACCESSORIES.pouch)).toBe(true);
    const off = apply(on, wearPatch(on, 'pouch', ACCESSORIES.pouch));
    expect(off.pouch).toBeNull();
  });

  it('the default-dress reset takes every choice and size off and says so', () => {
    expect(apply(dressed({ top: TOPS[1]!, towel: ACCESSORIES.towel, towelVariant: 'x' }), resetDressPatch())).toMatchObject({
      top: null,
      towel: null,
      towelVariant: null,
      defaultDressReset: true,
    });
  });

  it('puts shades and sandals on for the finale only', () => {
    const keys = (finale: boolean) => outfitLayers(dressed({}), { finale }).map((l) => l.key);
    expect(keys(false)).not.toContain('shades');
    expect(keys(true)).toEqual(expect.arrayContaining(['shades', 'sandals']));
    expect(describeOutfit(dressed({}), { finale: true })).toMatch(/heart shades and platform sandals$/);
  });

  it('links only shop products, never a default garment', () => {
    expect(shopPieces(dressed({}))).toEqual([]);
    expect(shopPieces(dressed({ bottoms: BOTTOMS[4]!, towel: ACCESSORIES.towel })).map((p) => p.item.handle)).toEqual([
      'juno-bottoms-blue-lagoon',
      'lola-towel-sunset-stripe',
    ]);
  });

  it('never shows two garments in one place, whatever the player clicks (property)', () => {
    const click = fc.oneof(
      fc.constantFrom(...SLOT_ITEMS.top).map((item) => ['top', item] as const),
      fc.constantFrom(...SLOT_ITEMS.bottoms).map((item) => ['bottoms', item] as const),
      fc.constant(['onePiece', ONE_PIECES[0]!] as const),
      fc.constant(['pouch', ACCESSORIES.pouch] as const),
      fc.constant(['towel', ACCESSORIES.towel] as const),
    );
    fc.assert(
      fc.property(fc.constantFrom(...DOLLS), fc.array(click, { maxLength: 12 }), (doll, clicks) => {
        let state: GameData = { ...GAME_DEFAULTS, doll };
        for (const [slot, item] of clicks) state = apply(state, wearPatch(state, slot, item));
        const keys = outfitLayers(state).map((l) => l.key);
        expect(new Set(keys).size).toBe(keys.length);
        // Either a one-piece, or a top and bottoms: never both, never neither.
        expect(keys.includes('onePiece')).toBe(!keys.includes('top') && !keys.includes('bottoms'));
        expect(keys.includes('top')).toBe(keys.includes('bottoms'));
      }),
    );
  });
});

describe('stage fit', () => {
  it('lays a phone held upright out as a column at its own size, not a quarter-screen stage', () => {
    expect(fitStage(390, 844, GAME_STAGE)).toEqual({ layout: 'column', scale: 1, left: 0, top: 0 });
    expect(fitStage(768, 1024, GAME_STAGE).layout).toBe('column');
  });

  it('scales the stage on a desktop and centres it', () => {
    const fit = fitStage(1280, 900, GAME_STAGE);
    expect(fit.layout).toBe('stage');
    expect(fit.scale).toBeCloseTo(1280 / 1216);
    expect(fit.left).toBeCloseTo(0);
    expect(fit.top).toBeGreaterThan(0);
  });

  it('uses the stage only where its smallest target stays at least 24 CSS px (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (w, h) => {
        const fit = fitStage(w, h, GAME_STAGE);
        if (fit.layout === 'column') {
          expect(fit).toEqual({ layout: 'column', scale: 1, left: 0, top: 0 });
          return;
        }
        expect(STAGE_MIN_TARGET * fit.scale).toBeGreaterThanOrEqual(MIN_TARGET_CSS_PX - 1e-9);
        expect(h > w && w < GAME_STAGE.width).toBe(false);
      }),
    );
  });

  it('always shows the whole stage, touching two opposite edges, centred (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 4000 }), fc.integer({ min: 200, max: 4000 }), (w, h) => {
        const fit = fitStage(w, h, GAME_STAGE);
        if (fit.layout === 'column') return;
        const sw = GAME_STAGE.width * fit.scale;
        const sh = GAME_STAGE.height * fit.scale;
        expect(sw).toBeLessThanOrEqual(w + 1e-6);
        expect(sh).toBeLessThanOrEqual(h + 1e-6);
        expect(Math.min(Math.abs(sw - w), Math.abs(sh - h))).toBeLessThan(1e-6);
        expect(fit.left * 2 + sw).toBeCloseTo(w);
        expect(fit.top * 2 + sh).toBeCloseTo(h);
      }),
    );
  });

  it('falls back to the column rather than a zero-size stage for an empty viewport', () => {
    expect(fitStage(0, 0, GAME_STAGE).layout).toBe('column');
  });
});
