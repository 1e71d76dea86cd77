/**
 * Line arithmetic of the local cart (storefront-local/carts/cartLines.ts), as cartLinesAdd documents it
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartLinesAdd) and with stock capped by a
 * warning rather than an error (https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart).
 */
import fc from 'fast-check';
import { getCatalogue } from '../../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { addLines, removeLines } from '../../../storefront-local/carts/cartLines';
import type { CartWarning } from '../../../storefront-local/carts/cartMutationTypes';
import { lineGid, type CartRecord } from '../../../storefront-local/carts/cartRecord';

const catalogue = getCatalogue();
const stocked = catalogue.products.flatMap((p) => p.variants).filter((v) => v.inventory > 0 && v.inventory < 50).slice(0, 6);
const owner = { token: 'test-cart' };

describe('addLines', () => {
  it('merges merchandise with the same attributes into one line, never past the stock, and leaves the given lines untouched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ variant: fc.constantFrom(...stocked), quantity: fc.integer({ min: 1, max: 60 }), gift: fc.boolean() }), { maxLength: 8 }),
        (adds) => {
          const inputs = adds.map((a) => ({ merchandiseId: a.variant.id, quantity: a.quantity, attributes: a.gift ? [{ key: 'gift', value: 'yes' }] : [] }));
          const warnings: CartWarning[] = [];
          const { lines, errors } = addLines(catalogue, owner, [], inputs, ['lines'], warnings);
          expect(errors).toEqual([]);
          const keys = lines.map((l) => `${l.merchandiseId}|${JSON.stringify(l.attributes)}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const variant of stocked) {
            const held = lines.filter((l) => l.merchandiseId === variant.id).reduce((sum, l) => sum + l.quantity, 0);
            const asked = inputs.filter((i) => i.merchandiseId === variant.id).reduce((sum, i) => sum + i.quantity, 0);
            expect(held).toBe(Math.min(asked, variant.inventory));
          }
          const before = JSON.stringify(lines);
          addLines(catalogue, owner, lines, inputs, ['lines'], []);
          expect(JSON.stringify(lines)).toBe(before);
        },
      ),
    );
  });

  it('answers unknown merchandise and a quantity below 1 with user errors', () => {
    const { errors } = addLines(
      catalogue,
      owner,
      [],
      [
        { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
        { merchandiseId: stocked[0]!.id, quantity: 0 },
      ],
      ['lines'],
      [],
    );
    expect(errors.map((e) => [e.code, e.field])).toEqual([
      ['INVALID', ['lines', '0', 'merchandiseId']],
      ['INVALID', ['lines', '1', 'quantity']],
    ]);
  });
});

describe('removeLines', () => {
  it('removes the named lines and names an unknown line id as a user error', () => {
    const cart = {
      token: owner.token,
      lines: [
        { id: 'a', merchandiseId: stocked[0]!.id, quantity: 1, attributes: [] },
        { id: 'b', merchandiseId: stocked[1]!.id, quantity: 1, attributes: [] },
      ],
    } as unknown as CartRecord;
    const errors = removeLines(cart, [lineGid(owner, cart.lines[0]!), 'gid://shopify/CartLine/zzz']);
    expect(cart.lines.map((l) => l.id)).toEqual(['b']);
    expect(errors).toEqual([expect.objectContaining({ code: 'INVALID_MERCHANDISE_LINE', field: ['lineIds', '1'] })]);
  });
});
