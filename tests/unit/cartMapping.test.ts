import { AUTO_LINE_DEFAULTS } from '../../src/config/site';
import { lineKind, mapCart } from '../../src/lib/cartMapping';
import type { CartFragment } from '../../src/storefront/generated/storefront.generated';
import { cartJson, DELETED_VARIANT_ID, seededCart, VARIANTS } from '../msw/fixtures/cart';

const view = (lines: Parameters<typeof seededCart>[1]) =>
  mapCart(cartJson(seededCart('gid://shopify/Cart/t1', lines)) as unknown as CartFragment, AUTO_LINE_DEFAULTS);

describe('mapCart', () => {
  it('flattens lines with title, variant, unit price, compare-at and kind', () => {
    const cart = view([[VARIANTS.marinaTopS, 2], [VARIANTS.shippingProtection, 1]]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.subtotal).toEqual({ amount: '132.85', currencyCode: 'USD' });
    expect(cart.lines[0]).toMatchObject({
      productTitle: 'Marina Top - Coral Reef',
      variantTitle: 'S',
      kind: 'product',
      unitPrice: { amount: '64.95', currencyCode: 'USD' },
      compareAtUnitPrice: { amount: '80', currencyCode: 'USD' },
      total: { amount: '129.9', currencyCode: 'USD' },
    });
    expect(cart.lines[1]).toMatchObject({ kind: 'shippingProtection', compareAtUnitPrice: null });
  });

  it('reads line (product) discounts onto lines and cart (order) discounts onto the cart, dropping zero amounts', () => {
    const json = cartJson(seededCart('gid://shopify/Cart/t1', [[VARIANTS.marinaTopS, 2]]));
    const money = (amount: string) => ({ amount, currencyCode: 'USD' });
    json.lines.nodes[0]!.discountAllocations = [{ code: 'BLUEBAY15', discountedAmount: money('19.49') }, { code: 'ZERO', discountedAmount: money('0.0') }] as never;
    (json as Record<string, unknown>).discountAllocations = [{ code: 'WELCOME10', discountedAmount: money('11.04') }, { discountedAmount: money('2.0') }];
    const cart = mapCart(json as unknown as CartFragment, AUTO_LINE_DEFAULTS);
    expect(cart.lines[0]!.discounts).toEqual([{ code: 'BLUEBAY15', amount: money('19.49') }]);
    expect(cart.orderDiscounts).toEqual([
      { code: 'WELCOME10', amount: money('11.04') },
      { code: null, amount: money('2.0') },
    ]);
  });

  it('names automatic lines by their configured variant ids', () => {
    expect(lineKind(VARIANTS.gift.id, AUTO_LINE_DEFAULTS)).toBe('gift');
    expect(lineKind(VARIANTS.auGift.id, AUTO_LINE_DEFAULTS)).toBe('countryGift');
    expect(lineKind(VARIANTS.gbGift.id, AUTO_LINE_DEFAULTS)).toBe('countryGift');
    expect(lineKind(VARIANTS.shippingProtection.id, AUTO_LINE_DEFAULTS)).toBe('shippingProtection');
    expect(lineKind(VARIANTS.marinaTopS.id, AUTO_LINE_DEFAULTS)).toBe('product');
  });

  it('keeps a line whose product was deleted (null merchandise) as unavailable, and the other lines', () => {
    const cart = view([[VARIANTS.marinaTopS, 1], [{ ...VARIANTS.marinaTopS, id: DELETED_VARIANT_ID }, 2]]);
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({ productTitle: 'Marina Top - Coral Reef', kind: 'product' });
    expect(cart.lines[0]?.unavailable).toBeUndefined();
    expect(cart.lines[1]).toMatchObject({ unavailable: true, kind: 'product', quantity: 2, image: null });
  });
});
