/** The country lines of the automatic-lines plan (src/features/cart/rules/automaticLines.ts): swapped on a country change. */
import fc from 'fast-check';
import { automaticVariantIds, planAutoLines, settleAutoLines } from '../../../../src/features/cart/rules/automaticLines';
import type { PromoLine } from '../../../../src/features/cart/rules/lines';
import type { AutoLineConfig } from '../../../../src/features/cart/rules/automaticLines';

const config: AutoLineConfig = {
  partnerPromoValue: 'glamz',
  threshold: 115,
  promoGiftVariantId: 'gift',
  countryVariantIds: { AU: 'au-pouch', GB: 'gb-stickers' },
  shippingProtectionVariantId: 'protect',
};
const COUNTRIES = ['US', 'GB', 'AU', 'JP', 'CA'];
const countryLine = (code: string): string | undefined => config.countryVariantIds[code];

const line = (id: string, merchandiseId: string, over: Partial<PromoLine> = {}): PromoLine => ({
  id,
  quantity: 1,
  merchandiseId,
  promo: null,
  amountPerQuantity: merchandiseId === 'protect' ? '2.95' : merchandiseId.startsWith('v') ? '60.00' : '0',
  ...over,
});

/** A cart: some of the shopper's lines (Glamz or not) and any of the automatic lines. */
const arbCart = fc
  .record({
    shopper: fc.array(fc.record({ promo: fc.constantFrom('glamz', null), quantity: fc.integer({ min: 1, max: 3 }) }), { maxLength: 4 }),
    automatic: fc.subarray(automaticVariantIds(config)),
  })
  .map(({ shopper, automatic }) => [
    ...shopper.map((s, i) => line(`s${i}`, `v${i}`, s)),
    ...automatic.map((id) => line(`a-${id}`, id)),
  ]);

/** The cart after a plan: removed lines gone, added variants in with quantity 1. */
const apply = (lines: readonly PromoLine[], plan: { add: string[]; remove: string[] }): PromoLine[] => [
  ...lines.filter((l) => !plan.remove.includes(l.id as string)),
  ...plan.add.map((id) => line(`new-${id}`, id)),
];

describe('settleAutoLines (after a change, at start-up, on a country change)', () => {
  it('GB → JP: removes the GB line and adds nothing', () => {
    const lines = [line('s0', 'v0'), line('gb', 'gb-stickers'), line('p', 'protect')];
    expect(settleAutoLines(lines, 'JP', config)).toEqual({ add: [], remove: ['gb'] });
  });

  it('US → GB with items: adds the GB line at once', () => {
    expect(settleAutoLines([line('s0', 'v0')], 'GB', config)).toEqual({ add: ['gb-stickers'], remove: [] });
  });

  it('AU → GB: swaps the AU line for the GB one', () => {
    expect(settleAutoLines([line('s0', 'v0'), line('au', 'au-pouch')], 'GB', config)).toEqual({ add: ['gb-stickers'], remove: ['au'] });
  });

  it('does not add shipping protection back (the shopper may have removed it)', () => {
    expect(settleAutoLines([line('s0', 'v0')], 'US', config)).toEqual({ add: [], remove: [] });
  });

  it('never removes a line of the shopper’s own', () => {
    fc.assert(
      fc.property(arbCart, fc.constantFrom(...COUNTRIES), (lines, country) => {
        const automatic = automaticVariantIds(config);
        const removed = lines.filter((l) => settleAutoLines(lines, country, config).remove.includes(l.id as string));
        expect(removed.every((l) => automatic.includes(l.merchandiseId))).toBe(true);
      }),
    );
  });

  it('leaves exactly the country’s line, and only in a cart with lines of the shopper’s own', () => {
    fc.assert(
      fc.property(arbCart, fc.constantFrom(...COUNTRIES), (lines, country) => {
        const after = apply(lines, settleAutoLines(lines, country, config));
        const hasShopperLines = lines.some((l) => l.merchandiseId.startsWith('v'));
        for (const [code, variant] of Object.entries(config.countryVariantIds)) {
          const expected = hasShopperLines && code === country ? 1 : 0;
          expect(after.filter((l) => l.merchandiseId === variant)).toHaveLength(expected);
        }
        if (!hasShopperLines) expect(after).toEqual([]);
      }),
    );
  });

  it('is settled after one plan: planning again finds nothing to do', () => {
    fc.assert(
      fc.property(arbCart, fc.constantFrom(...COUNTRIES), (lines, country) => {
        const after = apply(lines, settleAutoLines(lines, country, config));
        expect(settleAutoLines(after, country, config)).toEqual({ add: [], remove: [] });
      }),
    );
  });

  it('a switch through several countries ends as a switch straight to the last one', () => {
    fc.assert(
      fc.property(arbCart, fc.array(fc.constantFrom(...COUNTRIES), { minLength: 1, maxLength: 4 }), (lines, route) => {
        const last = route.at(-1) as string;
        const viaRoute = route.reduce<PromoLine[]>((cart, country) => apply(cart, settleAutoLines(cart, country, config)), lines);
        const direct = apply(lines, settleAutoLines(lines, last, config));
        const variants = (cart: PromoLine[]) => cart.map((l) => l.merchandiseId).sort();
        expect(variants(viaRoute)).toEqual(variants(direct));
        expect(viaRoute.some((l) => l.merchandiseId === countryLine(last))).toBe(direct.some((l) => l.merchandiseId === countryLine(last)));
      }),
    );
  });
});

describe('planAutoLines (with an add)', () => {
  it('takes another country’s line out while adding this country’s', () => {
    const plan = planAutoLines([line('gb', 'gb-stickers'), line('p', 'protect')], [line('', 'v9')], 'AU', config);
    expect(plan).toEqual({ add: ['au-pouch'], remove: ['gb'] });
  });
});
