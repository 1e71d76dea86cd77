import fc from 'fast-check';
import { splitTitle, toProductCard } from '../../src/lib/productCard';
import { cardNode } from '../msw/fixtures/catalogue';

describe('product card data', () => {
  it('splits the print off the title and keeps the spec card fields', () => {
    const card = toProductCard(cardNode({ tags: ['swim', 'NEW ARRIVAL', 'BEST SELLER'], finalSale: true }));
    expect(card).toMatchObject({
      name: 'Marina Top',
      sub: 'Coral Reef',
      tags: ['NEW ARRIVAL', 'BEST SELLER'],
      isNew: true,
      finalSale: true,
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      isDiscounted: false,
    });
  });

  it('shows the compare-at price as the price and the sale price as the final price when discounted', () => {
    const card = toProductCard(cardNode({ price: '90.0', compareAt: '120.0' }));
    expect(card.isDiscounted).toBe(true);
    expect(card.price.amount).toBe('120.0');
    expect(card.finalPrice.amount).toBe('90.0');
  });

  it('ignores a compare-at price that is not above the price', () => {
    expect(toProductCard(cardNode({ price: '50.0', compareAt: '50.0' })).isDiscounted).toBe(false);
    expect(toProductCard(cardNode({ price: '50.0', compareAt: '0.0' })).price.amount).toBe('50.0');
  });

  it('keeps the whole title when it has no print suffix', () => {
    expect(splitTitle('Gift Card', null)).toEqual({ name: 'Gift Card', sub: '' });
    expect(splitTitle('Sun Hat - Natural', 'Coral Reef')).toEqual({ name: 'Sun Hat - Natural', sub: 'Coral Reef' });
  });

  it('never loses words of the title between name and print', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (name, print) => {
        const title = `${name.trim() || 'x'} - ${print.trim() || 'y'}`;
        const split = splitTitle(title, null);
        expect(`${split.name} - ${split.sub}`).toBe(title);
      }),
    );
  });
});
