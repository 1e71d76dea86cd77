/**
 * The cart's line arithmetic while changes are on their way, checked against what the local storefront
 * answers once they land: the optimistic view must agree with the server's.
 */
import fc from 'fast-check';
import { AUTO_LINE_DEFAULTS } from '../../../../src/config/cart';
import { applyQuantities, clampQuantity, giftProgress, type CartView } from '../../../../src/features/cart/rules/lines';
import { mapCart } from '../../../../src/features/cart/rules/mapping';
import { setupLocalStorefront, type SeedLine, type ShopVariant } from '../../../msw/localStorefront';

const shop = setupLocalStorefront();

/** A cart made on the local storefront, as the site reads and maps it. */
async function view(lines: readonly SeedLine[], discountCodes?: string[]): Promise<CartView> {
  return read(await shop().createCart(lines, { discountCodes }));
}
const read = async (cartId: string): Promise<CartView> => mapCart((await shop().cart(cartId))!, AUTO_LINE_DEFAULTS);
const cents = (money: { amount: string }) => Math.round(Number(money.amount) * 100);

const top = () => shop().variant('marina-top-coral-reef', 'S');
const bottoms = () => shop().variant('marina-bottoms-coral-reef', 'M');
/** Partner-brand (Glamz) pieces in stock, each under the free-gift threshold. */
const glamz = (): ShopVariant[] =>
  shop()
    .services.catalogue.products.filter((p) => p.partner && !p.hidden)
    .flatMap((p) => p.variants.filter((v) => v.inventory >= 30 && v.priceCents < 11_500).map((v) => ({ ...v, product: p })));

describe('applyQuantities', () => {
  it('returns the same cart when nothing is pending', async () => {
    const cart = await view([[top(), 1]]);
    expect(applyQuantities(cart, new Map())).toBe(cart);
  });

  it('hides lines set to 0 and moves the subtotal as the server does once the change lands', async () => {
    const cart = await view([[top(), 1], [bottoms(), 2]]);
    const [first, second] = cart.lines;
    const shown = applyQuantities(cart, new Map([[first!.id, 0], [second!.id, 3]]));
    expect(shown.lines.map((l) => l.quantity)).toEqual([3]);
    expect(cents(shown.subtotal)).toBe(bottoms().priceCents * 3);
    expect(shown.totalQuantity).toBe(3);
    await shop().updateLines(cart.id, [
      { id: first!.id, quantity: 0 },
      { id: second!.id, quantity: 3 },
    ]);
    expect(cents((await read(cart.id)).subtotal)).toBe(cents(shown.subtotal));
  });

  it('keeps a line discount while a quantity change is on its way', async () => {
    // STUDENT30 is a product discount: it lowers the line itself.
    const cart = await view([[bottoms(), 2]], ['STUDENT30']);
    const [line] = cart.lines;
    expect(line!.discounts.map((d) => d.code)).toEqual(['STUDENT30']);
    const shown = applyQuantities(cart, new Map([[line!.id, 3]]));
    await shop().updateLines(cart.id, [{ id: line!.id, quantity: 3 }]);
    const landed = await read(cart.id);
    expect(cents(shown.lines[0]!.total)).toBe(cents(landed.lines[0]!.total));
    expect(cents(shown.subtotal)).toBe(cents(landed.subtotal));
  });

  it('agrees with the server arithmetic for any quantities', async () => {
    const partner = glamz()[0]!;
    // Each run makes and changes a cart on the storefront: a few runs cover the arithmetic.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), async (a, b, next) => {
        const cart = await view([[top(), a], [partner, b]]);
        const shown = applyQuantities(cart, new Map([[cart.lines[0]!.id, next]]));
        await shop().updateLines(cart.id, [{ id: cart.lines[0]!.id, quantity: next }]);
        const landed = await read(cart.id);
        expect(cents(shown.subtotal)).toBe(cents(landed.subtotal));
        expect(shown.totalQuantity).toBe(landed.totalQuantity);
      }),
      { numRuns: 8 },
    );
  });
});

describe('giftProgress', () => {
  it('counts only Glamz lines and says how much is left', async () => {
    const partner = glamz()[0]!;
    const cart = await view([[partner, 1], [top(), 3]]);
    expect(giftProgress(cart.lines, 'glamz', 115)).toMatchObject({ total: partner.priceCents / 100, remaining: 115 - partner.priceCents / 100, reached: false });
  });

  it('is reached at exactly the threshold and ignores the gift line itself', async () => {
    const [a, b] = glamz();
    const cart = await view([[a!, 1], [b!, 1], [shop().variant('bikini-charm-pack-gift-box-seashell'), 1]]);
    const threshold = (a!.priceCents + b!.priceCents) / 100;
    expect(giftProgress(cart.lines, 'glamz', threshold)).toMatchObject({ total: threshold, remaining: 0, reached: true, ratio: 1 });
  });

  it('keeps the ratio between 0 and 1', async () => {
    const cart = await view([[glamz()[0]!, 1]]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (n) => {
        const { ratio, remaining } = giftProgress(applyQuantities(cart, new Map([[cart.lines[0]!.id, n]])).lines, 'glamz', 115);
        expect(ratio).toBeGreaterThanOrEqual(0);
        expect(ratio).toBeLessThanOrEqual(1);
        expect(remaining).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('clampQuantity', () => {
  it('keeps whole numbers within bounds and turns garbage into the minimum', () => {
    expect(clampQuantity('7', 1, 99)).toBe(7);
    expect(clampQuantity(2.7, 1, 99)).toBe(2);
    expect(clampQuantity(500, 1, 99)).toBe(99);
    expect(clampQuantity('abc', 1, 99)).toBe(1);
    // fast-check once generated this: Number() throws on it instead of returning NaN.
    expect(clampQuantity({ toString: false }, 1, 99)).toBe(1);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const q = clampQuantity(value, 0, 99);
        expect(Number.isInteger(q) && q >= 0 && q <= 99).toBe(true);
      }),
    );
  });
});
