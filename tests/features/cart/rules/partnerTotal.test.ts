import fc from 'fast-check';
import { planAutoLines } from '../../../../src/features/cart/rules/automaticLines';
import { promoQuantity, promoTotal, type PromoLine } from '../../../../src/features/cart/rules/lines';
import { type AutoLineConfig } from '../../../../src/features/cart/rules/automaticLines';

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
