import { componentLabel } from '../../../../src/features/cart/rules/lineComponents';
import { applyQuantities, type CartLineView, type CartView } from '../../../../src/features/cart/rules/lines';

describe('bundle pieces under a cart line', () => {
  it('names each piece without its print, with its size and a count when a bundle holds several', () => {
    expect(componentLabel({ productTitle: 'Marina Top - Coral Reef', variantTitle: 'S', quantity: 2 }, 2)).toBe('Marina Top — S');
    expect(componentLabel({ productTitle: 'Charm', variantTitle: 'Default Title', quantity: 6 }, 2)).toBe('3 × Charm');
  });

  it('moves the pieces with the bundle’s quantity while the change is on its way', () => {
    const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
    const line = {
      id: 'l1',
      quantity: 1,
      unitPrice: usd('100'),
      total: usd('100'),
      discounts: [],
      components: [{ productTitle: 'Marina Top - Coral Reef', variantTitle: 'S', quantity: 1 }],
    } as unknown as CartLineView;
    const cart = { lines: [line], totalQuantity: 1, subtotal: usd('100'), total: usd('100') } as unknown as CartView;
    expect(applyQuantities(cart, new Map([['l1', 3]])).lines[0]!.components).toEqual([{ productTitle: 'Marina Top - Coral Reef', variantTitle: 'S', quantity: 3 }]);
  });
});
