import fc from 'fast-check';
import { planReorder } from '../../src/lib/reorder';

const line = (title: string, variantId: string | null, quantity = 1) => ({ title, variantId, quantity });

describe('planReorder', () => {
  it('adds the items still for sale at the quantity bought and names the rest', () => {
    const plan = planReorder(
      [line('Marina Top', 'v1', 2), line('Coral Bottom', 'v2'), line('Gone Skirt', 'v3'), line('Old Line', null)],
      { v1: { availableForSale: true }, v2: { availableForSale: false } },
      new Set(),
    );
    expect(plan).toEqual({ lines: [{ merchandiseId: 'v1', quantity: 2 }], unavailable: ['Coral Bottom', 'Gone Skirt', 'Old Line'] });
  });

  it('leaves the cart’s automatic lines (gift, shipping protection) to the cart', () => {
    const plan = planReorder([line('Top', 'v1'), line('Shipping protection', 'sp')], { v1: { availableForSale: true }, sp: { availableForSale: true } }, new Set(['sp']));
    expect(plan).toEqual({ lines: [{ merchandiseId: 'v1', quantity: 1 }], unavailable: [] });
  });

  it('joins lines of the same variant into one', () => {
    expect(planReorder([line('Top', 'v1'), line('Top', 'v1', 3)], { v1: { availableForSale: true } }, new Set()).lines).toEqual([{ merchandiseId: 'v1', quantity: 4 }]);
  });

  it('never adds more than was bought, nor anything unavailable', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: fc.string(), variantId: fc.constantFrom('a', 'b', 'c', null), quantity: fc.integer({ min: 1, max: 5 }) })),
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.record({ availableForSale: fc.boolean() })),
        (lines, now) => {
          const plan = planReorder(lines, now, new Set());
          const bought = lines.reduce((sum, l) => sum + l.quantity, 0);
          expect(plan.lines.reduce((sum, l) => sum + l.quantity, 0)).toBeLessThanOrEqual(bought);
          for (const l of plan.lines) expect(now[l.merchandiseId]?.availableForSale).toBe(true);
        },
      ),
    );
  });
});
