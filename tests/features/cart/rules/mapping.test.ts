import fc from 'fast-check';
import { AUTO_LINE_DEFAULTS } from '../../../../src/config/cart';
import { lineKind, mapCart } from '../../../../src/features/cart/rules/mapping';
import type { CartFragment } from '../../../../src/storefront/generated/storefront.generated';
import { cartJson, DELETED_VARIANT_ID, seededCart, VARIANTS } from '../../../msw/fixtures/cart';

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

describe('mapCart: every kind of cart line (BaseCartLine: https://shopify.dev/docs/api/storefront/latest/interfaces/BaseCartLine)', () => {
  const money = (amount: string) => ({ amount, currencyCode: 'USD' });

  it('keeps a bundle (ComponentizableCartLine) with its pieces, and reads the applied gift cards', () => {
    const json = cartJson({ ...seededCart('gid://shopify/Cart/b1', [[VARIANTS.marinaBundleS, 2]]), giftCardCodes: ['GIFTCARD0000FULL'] });
    const cart = mapCart(json as unknown as CartFragment, AUTO_LINE_DEFAULTS);
    expect(cart.lines[0]).toMatchObject({
      productTitle: 'Marina Bikini Bundle - Coral Reef',
      quantity: 2,
      components: [
        { productTitle: 'Marina Top - Coral Reef', variantTitle: 'S', quantity: 2 },
        { productTitle: 'Marina Bottoms - Coral Reef', variantTitle: 'S', quantity: 2 },
      ],
    });
    // amountUsed/balance are the card's own currency; presentmentAmountUsed is what it pays of this cart
    // (https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard).
    expect(cart.giftCards).toEqual([
      { id: expect.stringMatching(/AppliedGiftCard/), lastCharacters: 'FULL', amountUsed: money('100'), balanceAfter: money('0.00') },
    ]);
  });

  it('shows a line of a kind it does not know with its title, quantity and cost, instead of dropping it', () => {
    const json = cartJson(seededCart('gid://shopify/Cart/u1', [[VARIANTS.marinaTopS, 3]]));
    (json.lines.nodes[0] as Record<string, unknown>).__typename = 'SubscriptionCartLine';
    const cart = mapCart(json as unknown as CartFragment, AUTO_LINE_DEFAULTS);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productTitle: 'Marina Top - Coral Reef', quantity: 3, total: money('194.85') });
    expect(cart.lines[0]!.components).toBeUndefined();
  });

  it('never throws and never drops a line, whatever kind and fields each line arrives with', () => {
    const moneyArb = fc.option(fc.record({ amount: fc.stringMatching(/^\d{1,4}(\.\d{1,2})?$/), currencyCode: fc.constant('USD') }), { nil: undefined });
    const lineArb = fc.record(
      {
        __typename: fc.oneof(fc.constant('CartLine'), fc.constant('ComponentizableCartLine'), fc.string()),
        id: fc.uuid(),
        quantity: fc.integer({ min: 1, max: 99 }),
        merchandise: fc.oneof(
          fc.constant(null),
          fc.constant({}),
          fc.record({ id: fc.string(), title: fc.string(), product: fc.option(fc.record({ title: fc.string(), handle: fc.string() }), { nil: undefined }) }),
        ),
        cost: fc.option(fc.record({ totalAmount: moneyArb, amountPerQuantity: moneyArb }), { nil: undefined }),
        lineComponents: fc.option(
          fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 9 }), merchandise: fc.option(fc.record({ title: fc.string(), product: fc.record({ title: fc.string() }) }), { nil: null }) }), { maxLength: 3 }),
          { nil: undefined },
        ),
      },
      { requiredKeys: ['__typename', 'id', 'quantity', 'merchandise'] },
    );
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), (nodes) => {
        const json = cartJson(seededCart('gid://shopify/Cart/p1', []));
        json.lines.nodes = nodes as never;
        const cart = mapCart(json as unknown as CartFragment, AUTO_LINE_DEFAULTS);
        expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual(nodes.map((n) => [n.id, n.quantity]));
        for (const line of cart.lines) {
          expect(typeof line.productTitle).toBe('string');
          expect(Number.isFinite(Number(line.total.amount))).toBe(true);
        }
      }),
    );
  });
});
