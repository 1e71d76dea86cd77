/** Mapping the Storefront API's cart (as the local storefront answers the site's Cart query) to the cart the site shows. */
import fc from 'fast-check';
import { AUTO_LINE_DEFAULTS } from '../../../../src/config/cart';
import { lineKind, mapCart } from '../../../../src/features/cart/rules/mapping';
import type { CartFragment } from '../../../../src/storefront/generated/storefront.generated';
import { SEEDED_GIFT_CARDS } from '../../../../storefront-local/shops/blue-bay/giftCards';
import { setupLocalStorefront, type SeedLine } from '../../../msw/localStorefront';

const shop = setupLocalStorefront();

/** The cart's answer to the site's Cart query, for a cart made with these lines. */
const fragment = async (lines: readonly SeedLine[], input?: { giftCardCodes?: string[] }): Promise<CartFragment> =>
  (await shop().cart(await shop().createCart(lines, input)))!;
const view = async (lines: readonly SeedLine[]) => mapCart(await fragment(lines), AUTO_LINE_DEFAULTS);
const cents = (money: { amount: string } | null | undefined) => (money ? Math.round(Number(money.amount) * 100) : null);
const money = (amount: string) => ({ amount, currencyCode: 'USD' });

const top = () => shop().variant('marina-top-coral-reef', 'S');
const protection = () => shop().variant('shipping-protection');

describe('mapCart', () => {
  it('flattens lines with title, variant, unit price, compare-at and kind', async () => {
    const sale = shop()
      .services.catalogue.products.filter((p) => p.onSale && !p.hidden && !p.isGiftCard)
      .flatMap((p) => p.variants.map((v) => ({ ...v, product: p })))
      .find((v) => v.compareAtCents !== null && v.inventory >= 5)!;
    const cart = await view([[sale, 2], [protection(), 1]]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.subtotal.currencyCode).toBe('USD');
    expect(cents(cart.subtotal)).toBe(sale.priceCents * 2 + protection().priceCents);
    const [line, shield] = cart.lines;
    expect(line).toMatchObject({ productTitle: sale.product.title, variantTitle: sale.title, kind: 'product' });
    expect([cents(line!.unitPrice), cents(line!.compareAtUnitPrice), cents(line!.total)]).toEqual([sale.priceCents, sale.compareAtCents, sale.priceCents * 2]);
    expect(shield).toMatchObject({ kind: 'shippingProtection', compareAtUnitPrice: null });
  });

  it('reads line (product) discounts onto lines and cart (order) discounts onto the cart, dropping zero amounts', async () => {
    const json = await fragment([[top(), 2]]);
    // Allocations as Shopify answers them, of every kind: a code's, one of nothing, an automatic discount's (no code).
    json.lines.nodes[0]!.discountAllocations = [{ code: 'BLUEBAY15', discountedAmount: money('19.49') }, { code: 'ZERO', discountedAmount: money('0.0') }] as never;
    (json as Record<string, unknown>).discountAllocations = [{ code: 'WELCOME10', discountedAmount: money('11.04') }, { discountedAmount: money('2.0') }];
    const cart = mapCart(json, AUTO_LINE_DEFAULTS);
    expect(cart.lines[0]!.discounts).toEqual([{ code: 'BLUEBAY15', amount: money('19.49') }]);
    expect(cart.orderDiscounts).toEqual([
      { code: 'WELCOME10', amount: money('11.04') },
      { code: null, amount: money('2.0') },
    ]);
  });

  it('reads the discounts the shop allocates: a product code on its lines, an order code on the cart', async () => {
    const product = mapCart((await shop().cart(await shop().createCart([[top(), 2]], { discountCodes: ['STUDENT30'] })))!, AUTO_LINE_DEFAULTS);
    expect(product.lines[0]!.discounts.map((d) => d.code)).toEqual(['STUDENT30']);
    expect(product.orderDiscounts).toEqual([]);
    const order = mapCart((await shop().cart(await shop().createCart([[top(), 2]], { discountCodes: ['WELCOME10'] })))!, AUTO_LINE_DEFAULTS);
    expect(order.lines[0]!.discounts).toEqual([]);
    expect(order.orderDiscounts.map((d) => d.code)).toEqual(['WELCOME10']);
  });

  it('names automatic lines by their configured variant ids', () => {
    expect(lineKind(shop().variant('bikini-charm-pack-gift-box-seashell').id, AUTO_LINE_DEFAULTS)).toBe('gift');
    expect(lineKind(shop().variant('free-gift-pouch-palm-paradise').id, AUTO_LINE_DEFAULTS)).toBe('countryGift');
    expect(lineKind(shop().variant('free-gift-sticker-pack-rainbow-stripe').id, AUTO_LINE_DEFAULTS)).toBe('countryGift');
    expect(lineKind(protection().id, AUTO_LINE_DEFAULTS)).toBe('shippingProtection');
    expect(lineKind(top().id, AUTO_LINE_DEFAULTS)).toBe('product');
  });

  it('keeps a line whose product was deleted (null merchandise) as unavailable, and the other lines', async () => {
    const json = await fragment([[top(), 1], [shop().variant('marina-bottoms-coral-reef', 'M'), 2]]);
    // The local storefront deletes no products: the second line's merchandise goes, as Shopify answers it then.
    (json.lines.nodes[1] as Record<string, unknown>).merchandise = null;
    const cart = mapCart(json, AUTO_LINE_DEFAULTS);
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]).toMatchObject({ productTitle: top().product.title, kind: 'product' });
    expect(cart.lines[0]?.unavailable).toBeUndefined();
    expect(cart.lines[1]).toMatchObject({ unavailable: true, kind: 'product', quantity: 2, image: null });
  });
});

describe('mapCart: every kind of cart line (BaseCartLine: https://shopify.dev/docs/api/storefront/latest/interfaces/BaseCartLine)', () => {
  it('keeps a bundle (ComponentizableCartLine) with its pieces, and reads the applied gift cards', async () => {
    const { catalogue } = shop().services;
    const [bundleId, pieces] = [...catalogue.bundleComponents!][0]!;
    const bundle = catalogue.variantById.get(bundleId)!;
    const card = SEEDED_GIFT_CARDS.find((c) => c.what.startsWith('unused'))!;
    const cart = mapCart(await fragment([[bundleId, 2]], { giftCardCodes: [card.code] }), AUTO_LINE_DEFAULTS);
    expect(cart.lines[0]).toMatchObject({
      productTitle: catalogue.products[bundle.productIndex]!.title,
      quantity: 2,
      components: pieces.map((piece) => {
        const variant = catalogue.variantById.get(piece.merchandiseId)!;
        return { productTitle: catalogue.products[variant.productIndex]!.title, variantTitle: variant.title, quantity: 2 * piece.quantity };
      }),
    });
    // amountUsed/balance are the card's own currency; presentmentAmountUsed is what it pays of this cart
    // (https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard).
    const used = Math.min(card.balanceCents, bundle.priceCents * 2);
    expect(cart.giftCards).toHaveLength(1);
    expect(cart.giftCards[0]).toMatchObject({ id: expect.stringMatching(/AppliedGiftCard/), lastCharacters: card.code.slice(-4) });
    expect([cents(cart.giftCards[0]!.amountUsed), cents(cart.giftCards[0]!.balanceAfter)]).toEqual([used, card.balanceCents - used]);
  });

  it('shows a line of a kind it does not know with its title, quantity and cost, instead of dropping it', async () => {
    const json = await fragment([[top(), 3]]);
    (json.lines.nodes[0] as Record<string, unknown>).__typename = 'SubscriptionCartLine';
    const cart = mapCart(json, AUTO_LINE_DEFAULTS);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productTitle: top().product.title, quantity: 3 });
    expect(cents(cart.lines[0]!.total)).toBe(top().priceCents * 3);
    expect(cart.lines[0]!.components).toBeUndefined();
  });

  it('never throws and never drops a line, whatever kind and fields each line arrives with', async () => {
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
    const empty = (await fragment([]))!;
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), (nodes) => {
        const json = structuredClone(empty);
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
