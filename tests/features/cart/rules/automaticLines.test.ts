/** The automatic-lines plan (src/features/cart/rules/automaticLines.ts): the partner-brand gift, and the country lines swapped on a country change. */
import fc from 'fast-check';
import { automaticVariantIds, planAutoLines, settleAutoLines, type AutoLineConfig } from '../../../../src/features/cart/rules/automaticLines';
import { promoQuantity, promoTotal, type PromoLine } from '../../../../src/features/cart/rules/lines';

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

// The partner-brand total (src/features/cart/rules/lines.ts) and the gift it earns.
describe('the partner-brand gift', () => {
  const config: AutoLineConfig = {
    partnerPromoValue: 'glamz',
    threshold: 115,
    promoGiftVariantId: 'gift',
    countryVariantIds: { AU: 'au-pouch', GB: 'gb-stickers' },
    shippingProtectionVariantId: 'protect',
  };

  const line = (over: Partial<PromoLine>): PromoLine => ({
    id: over.id ?? `line-${over.merchandiseId ?? 'x'}`,
    quantity: 1,
    merchandiseId: 'v1',
    promo: 'glamz',
    amountPerQuantity: '60.00',
    ...over,
  });

  describe('promoTotal', () => {
    it('sums quantity × unit amount over partner lines only', () => {
      const lines = [line({ quantity: 2 }), line({ merchandiseId: 'v2', promo: null, amountPerQuantity: '500' })];
      expect(promoTotal(lines, 'glamz')).toBe(120);
    });

    it('coerces quantity to a number, defaulting to 0', () => {
      expect(promoQuantity('3')).toBe(3);
      expect(promoQuantity(undefined)).toBe(0);
      expect(promoQuantity('many')).toBe(0);
      expect(promoTotal([line({ quantity: 'many' })], 'glamz')).toBe(0);
    });
  });

  describe('planAutoLines', () => {
    it('adds the free gift at 115 or more, with the shopper’s line', () => {
      const plan = planAutoLines([line({ amountPerQuantity: '55' })], [line({ merchandiseId: 'v2', amountPerQuantity: '60' })], 'US', config);
      expect(plan.add).toContain('gift');
    });

    it('does not add the gift below 115', () => {
      const plan = planAutoLines([], [line({ amountPerQuantity: '114.99' })], 'US', config);
      expect(plan.add).not.toContain('gift');
    });

    it('does not add the gift twice', () => {
      const plan = planAutoLines([line({ quantity: 2 }), line({ merchandiseId: 'gift', amountPerQuantity: '0' })], [], 'US', config);
      expect(plan.add).not.toContain('gift');
      expect(plan.remove).toEqual([]);
    });

    it('removes the gift when the partner total drops below 115', () => {
      const plan = planAutoLines([line({}), line({ id: 'g', merchandiseId: 'gift', amountPerQuantity: '0' })], [], 'US', config);
      expect(plan.remove).toEqual(['g']);
    });

    it('adds the country variant for AU and GB when absent', () => {
      expect(planAutoLines([], [line({})], 'AU', config).add).toContain('au-pouch');
      expect(planAutoLines([], [line({})], 'GB', config).add).toContain('gb-stickers');
      expect(planAutoLines([line({ merchandiseId: 'au-pouch' })], [], 'AU', config).add).not.toContain('au-pouch');
      expect(planAutoLines([], [line({})], 'US', config).add).toEqual(['protect']);
    });

    it('adds shipping protection once', () => {
      expect(planAutoLines([], [line({})], 'US', config).add).toContain('protect');
      expect(planAutoLines([line({ merchandiseId: 'protect' })], [], 'US', config).add).not.toContain('protect');
    });

    it('keeps the gift exactly when the partner total reaches the threshold', () => {
      const arbLine = fc.record({
        quantity: fc.integer({ min: 0, max: 5 }),
        amountPerQuantity: fc.integer({ min: 0, max: 9000 }).map((c) => (c / 100).toFixed(2)),
        promo: fc.constantFrom('glamz', null, 'other'),
      });
      fc.assert(
        fc.property(fc.array(arbLine, { maxLength: 6 }), fc.boolean(), (raw, giftPresent) => {
          const lines = raw.map((r, i) => line({ ...r, id: `l${i}`, merchandiseId: `v${i}` }));
          if (giftPresent) lines.push(line({ id: 'g', merchandiseId: 'gift', amountPerQuantity: '0' }));
          const plan = planAutoLines(lines, [], 'US', config);
          const total = promoTotal(lines.filter((l) => l.merchandiseId !== 'gift'), 'glamz');
          const giftAfter = (giftPresent && !plan.remove.includes('g')) || plan.add.includes('gift');
          expect(giftAfter).toBe(total >= 115);
        }),
      );
    });
  });
});
