/** Cart semantics through the site's own cart documents (spec §4 "Cart lifecycle", §7). */
import {
  CART_BUYER_IDENTITY_UPDATE_MUTATION,
  CART_COUNTRY_SWITCH_MUTATION,
  CART_CREATE_MUTATION,
  CART_DISCOUNT_CODES_UPDATE_MUTATION,
  CART_LINES_ADD_MUTATION,
  CART_LINES_REMOVE_MUTATION,
  CART_LINES_UPDATE_MUTATION,
  CART_PROTECTION_DECLINE_MUTATION,
  CART_QUERY,
} from '../../src/storefront/documents';
import { AUTO_LINE_DEFAULTS, SHIPPING_PROTECTION_DECLINED } from '../../src/config/cart';
import { convertFromUsd, decimalString } from '../../storefront-local/pricing/currency';
import { PUBLIC_URL, pickVariants, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

type Money = { amount: string; currencyCode: string };
interface Line {
  id: string;
  quantity: number;
  merchandise: { id: string; price: Money };
  cost: { totalAmount: Money; subtotalAmount: Money; amountPerQuantity: Money; compareAtAmountPerQuantity: Money | null };
  discountAllocations: Array<{ discountedAmount: Money }>;
}
interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  lines: { nodes: Line[] };
  cost: { subtotalAmount: Money; totalAmount: Money };
  discountCodes: Array<{ code: string; applicable: boolean }>;
  buyerIdentity: { countryCode: string | null; email: string | null; customer: { email: string } | null };
}
interface Payload {
  cart: Cart | null;
  userErrors: Array<{ code: string; field: string[]; message: string }>;
  warnings: Array<{ code: string; message: string; target: string }>;
}

const price = (usdCents: number, currency: string) => decimalString(convertFromUsd(usdCents, currency));

async function createCart(country = 'US', lines: Array<{ merchandiseId: string; quantity: number }> = []): Promise<Cart> {
  const { cartCreate } = await sf.gql<{ cartCreate: Payload }>(CART_CREATE_MUTATION, { input: { buyerIdentity: { countryCode: country }, lines } });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart as Cart;
}

const add = async (cartId: string, lines: Array<{ merchandiseId: string; quantity?: number }>) =>
  (await sf.gql<{ cartLinesAdd: Payload }>(CART_LINES_ADD_MUTATION, { cartId, lines })).cartLinesAdd;
const update = async (cartId: string, lines: Array<{ id: string; quantity: number }>) =>
  (await sf.gql<{ cartLinesUpdate: Payload }>(CART_LINES_UPDATE_MUTATION, { cartId, lines })).cartLinesUpdate;
const fetchCart = async (id: string) => (await sf.gql<{ cart: Cart | null }>(CART_QUERY, { id })).cart;

describe('cart costs', () => {
  it('computes amountPerQuantity, subtotal, compareAt and totals in the cart country currency', async () => {
    const cart = await createCart('GB', [
      { merchandiseId: v.a.id, quantity: 2 },
      { merchandiseId: v.sale.id, quantity: 1 },
    ]);
    expect(cart.checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/checkouts/cn/[A-Za-z0-9_-]+$`));
    expect(cart.totalQuantity).toBe(3);
    const [full, sale] = cart.lines.nodes as [Line, Line];
    expect(full.cost.amountPerQuantity).toEqual({ amount: price(v.a.priceCents, 'GBP'), currencyCode: 'GBP' });
    expect(full.merchandise.price).toEqual(full.cost.amountPerQuantity);
    expect(Number(full.cost.subtotalAmount.amount)).toBeCloseTo(Number(full.cost.amountPerQuantity.amount) * 2, 2);
    expect(full.cost.totalAmount).toEqual(full.cost.subtotalAmount);
    expect(full.cost.compareAtAmountPerQuantity).toBeNull();
    expect(sale.cost.compareAtAmountPerQuantity).toEqual({ amount: price(v.sale.compareAtCents as number, 'GBP'), currencyCode: 'GBP' });
    expect(Number(sale.cost.compareAtAmountPerQuantity!.amount)).toBeGreaterThan(Number(sale.cost.amountPerQuantity.amount));
    const subtotal = Number(full.cost.subtotalAmount.amount) + Number(sale.cost.subtotalAmount.amount);
    expect(Number(cart.cost.subtotalAmount.amount)).toBeCloseTo(subtotal, 2);
    expect(cart.cost.totalAmount).toEqual(cart.cost.subtotalAmount);
    expect(cart.cost.totalAmount.currencyCode).toBe('GBP');
  });

  it('merges a repeated add into one line and counts totalQuantity', async () => {
    const cart = await createCart('US', [{ merchandiseId: v.a.id, quantity: 1 }]);
    const result = await add(cart.id, [{ merchandiseId: v.a.id, quantity: 2 }, { merchandiseId: v.b.id }]);
    expect(result.userErrors).toEqual([]);
    expect(result.cart!.lines.nodes.map((l) => [l.merchandise.id, l.quantity])).toEqual([
      [v.a.id, 3],
      [v.b.id, 1],
    ]);
    expect(result.cart!.totalQuantity).toBe(4);
    expect(result.cart!.cost.subtotalAmount.amount).toBe(decimalString({ minor: v.a.priceCents * 3 + v.b.priceCents, currencyCode: 'USD' }));
  });

  it('applies a known discount code; unknown codes are not applicable', async () => {
    const cart = await createCart('US', [{ merchandiseId: v.a.id, quantity: 1 }]);
    const { cartDiscountCodesUpdate } = await sf.gql<{ cartDiscountCodesUpdate: Payload }>(CART_DISCOUNT_CODES_UPDATE_MUTATION, {
      cartId: cart.id,
      discountCodes: ['BLUEBAY15', 'NOPE'],
    });
    const updated = cartDiscountCodesUpdate.cart!;
    expect(updated.discountCodes).toEqual([
      { code: 'BLUEBAY15', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
    // BLUEBAY15 is a product discount: it lowers the line, and the subtotal is the sum of line totals
    // (order-level codes are in tests/storefront-local/conformance/discounts.test.ts).
    const line = updated.lines.nodes[0]!;
    const discount = Math.round(v.a.priceCents * 0.15);
    expect(line.discountAllocations[0]!.discountedAmount.amount).toBe(decimalString({ minor: discount, currencyCode: 'USD' }));
    expect(line.cost.totalAmount.amount).toBe(decimalString({ minor: v.a.priceCents - discount, currencyCode: 'USD' }));
    expect(updated.cost.subtotalAmount.amount).toBe(decimalString({ minor: v.a.priceCents - discount, currencyCode: 'USD' }));
    expect(updated.cost.totalAmount.amount).toBe(decimalString({ minor: v.a.priceCents - discount, currencyCode: 'USD' }));
  });
});

// Since 2024-10 stock is a warning on a successful mutation, never a userError:
// https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart
// https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
// https://shopify.dev/docs/storefronts/headless/building-with-the-storefront-api/cart/cart-warnings
describe('stock (cart warnings, 2024-10)', () => {
  it('caps an add beyond stock at what is available and warns MERCHANDISE_NOT_ENOUGH_STOCK on the line', async () => {
    const cart = await createCart();
    const result = await add(cart.id, [{ merchandiseId: v.low.id, quantity: v.low.inventory + 3 }]);
    expect(result.userErrors).toEqual([]);
    const line = result.cart!.lines.nodes[0]!;
    expect(line.quantity).toBe(v.low.inventory);
    expect(result.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: expect.any(String), target: v.low.id }]);
    // A second add of the same variant: the line exists, so the warning names it.
    const again = await add(cart.id, [{ merchandiseId: v.low.id, quantity: 1 }]);
    expect(again.userErrors).toEqual([]);
    expect(again.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: expect.any(String), target: line.id }]);
    expect((await fetchCart(cart.id))!.lines.nodes.map((l) => l.quantity)).toEqual([v.low.inventory]);
  });

  it('caps an update beyond stock and keeps the other lines of the same call', async () => {
    const cart = await createCart('US', [
      { merchandiseId: v.low.id, quantity: 1 },
      { merchandiseId: v.a.id, quantity: 1 },
    ]);
    const [low, other] = cart.lines.nodes as [Line, Line];
    const result = await update(cart.id, [
      { id: low.id, quantity: v.low.inventory + 5 },
      { id: other.id, quantity: 3 },
    ]);
    expect(result.userErrors).toEqual([]);
    expect(result.warnings).toEqual([{ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', message: expect.any(String), target: low.id }]);
    expect((await fetchCart(cart.id))!.lines.nodes.map((l) => l.quantity)).toEqual([v.low.inventory, 3]);
  });

  it('adds no line for a sold-out variant, warns MERCHANDISE_OUT_OF_STOCK and still adds the rest', async () => {
    const cart = await createCart();
    const result = await add(cart.id, [
      { merchandiseId: v.soldOut.id, quantity: 1 },
      { merchandiseId: v.a.id, quantity: 1 },
    ]);
    expect(result.userErrors).toEqual([]);
    expect(result.warnings).toEqual([{ code: 'MERCHANDISE_OUT_OF_STOCK', message: expect.stringMatching(/sold out/), target: v.soldOut.id }]);
    expect((await fetchCart(cart.id))!.lines.nodes.map((l) => l.merchandise.id)).toEqual([v.a.id]);
  });

  it('creates a cart with a capped line instead of failing', async () => {
    const { cartCreate } = await sf.gql<{ cartCreate: Payload }>(CART_CREATE_MUTATION, {
      input: { lines: [{ merchandiseId: v.low.id, quantity: v.low.inventory + 1 }] },
    });
    expect(cartCreate.userErrors).toEqual([]);
    expect(cartCreate.warnings.map((w) => w.code)).toEqual(['MERCHANDISE_NOT_ENOUGH_STOCK']);
    expect(cartCreate.cart!.lines.nodes[0]!.quantity).toBe(v.low.inventory);
  });
});

describe('cart userErrors leave the cart unchanged', () => {
  it('rejects unknown merchandise with INVALID and adds nothing, not even the valid lines of the same call', async () => {
    const cart = await createCart('US', [{ merchandiseId: v.a.id, quantity: 1 }]);
    const result = await add(cart.id, [
      { merchandiseId: v.b.id, quantity: 1 },
      { merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 },
    ]);
    expect(result.userErrors).toEqual([
      { code: 'INVALID', field: ['lines', '1', 'merchandiseId'], message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.' },
    ]);
    expect(result.cart!.lines.nodes.map((l) => l.merchandise.id)).toEqual([v.a.id]);
    expect((await fetchCart(cart.id))!.lines.nodes.map((l) => [l.merchandise.id, l.quantity])).toEqual([[v.a.id, 1]]);
  });

  it('rejects bad quantities and unknown line ids', async () => {
    const cart = await createCart('US', [{ merchandiseId: v.a.id, quantity: 2 }]);
    const lineId = cart.lines.nodes[0]!.id;
    const negative = await update(cart.id, [{ id: lineId, quantity: -1 }]);
    expect(negative.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'quantity'] });
    const unknown = await update(cart.id, [{ id: 'gid://shopify/CartLine/doesnotexist?cart=x', quantity: 1 }]);
    expect(unknown.userErrors[0]).toMatchObject({ code: 'INVALID_MERCHANDISE_LINE' });
    const zeroAdd = await add(cart.id, [{ merchandiseId: v.b.id, quantity: 0 }]);
    expect(zeroAdd.userErrors[0]!.code).toBe('INVALID');
    const { cartLinesRemove } = await sf.gql<{ cartLinesRemove: Payload }>(CART_LINES_REMOVE_MUTATION, { cartId: cart.id, lineIds: ['gid://shopify/CartLine/nope'] });
    expect(cartLinesRemove.userErrors[0]!.code).toBe('INVALID_MERCHANDISE_LINE');
    expect((await fetchCart(cart.id))!.lines.nodes.map((l) => l.quantity)).toEqual([2]);
  });

  it('answers INVALID for an unknown cart and null for a cart id with the wrong key', async () => {
    const cart = await createCart();
    const wrongKey = cart.id.replace(/key=\w+/, 'key=0000');
    expect(await fetchCart(wrongKey)).toBeNull();
    const result = await add(wrongKey, [{ merchandiseId: v.a.id }]);
    expect(result.cart).toBeNull();
    expect(result.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['cartId'] });
  });
});

describe('cart lines', () => {
  it('removes a line when its quantity is updated to 0, and with cartLinesRemove', async () => {
    const cart = await createCart('US', [
      { merchandiseId: v.a.id, quantity: 1 },
      { merchandiseId: v.b.id, quantity: 1 },
    ]);
    const [first, second] = cart.lines.nodes as [Line, Line];
    const updated = await update(cart.id, [{ id: first.id, quantity: 0 }]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.lines.nodes.map((l) => l.id)).toEqual([second.id]);
    const { cartLinesRemove } = await sf.gql<{ cartLinesRemove: Payload }>(CART_LINES_REMOVE_MUTATION, { cartId: cart.id, lineIds: [second.id] });
    expect(cartLinesRemove.cart!.lines.nodes).toEqual([]);
    expect(cartLinesRemove.cart!.cost.totalAmount.amount).toBe('0.0');
  });

  it('declines shipping protection in one request: the cart keeps the choice as an attribute, then the line goes', async () => {
    const cart = await createCart('US', [
      { merchandiseId: v.a.id, quantity: 1 },
      { merchandiseId: AUTO_LINE_DEFAULTS.shippingProtectionVariantId, quantity: 1 },
    ]);
    const protection = cart.lines.nodes.find((l) => l.merchandise.id === AUTO_LINE_DEFAULTS.shippingProtectionVariantId)!;
    const answer = await sf.gql<{ remembered: Payload; removed: Payload }>(CART_PROTECTION_DECLINE_MUTATION, {
      cartId: cart.id,
      lineIds: [protection.id],
      attributes: [SHIPPING_PROTECTION_DECLINED],
    });
    expect(answer.remembered.userErrors).toEqual([]);
    expect(answer.removed.cart!.lines.nodes.map((l) => l.merchandise.id)).toEqual([v.a.id]);
    // Another tab reading the cart sees the choice.
    const { cart: read } = await sf.gql<{ cart: { attributes: Array<{ key: string; value: string }> } }>(CART_QUERY, { id: cart.id });
    expect(read.attributes).toEqual([SHIPPING_PROTECTION_DECLINED]);
  });

  it('keeps concurrent adds to one cart (no lost update)', async () => {
    const cart = await createCart();
    await Promise.all([add(cart.id, [{ merchandiseId: v.a.id }]), add(cart.id, [{ merchandiseId: v.b.id }]), add(cart.id, [{ merchandiseId: v.a.id }])]);
    const lines = (await fetchCart(cart.id))!.lines.nodes.map((l) => [l.merchandise.id, l.quantity]);
    expect(lines).toEqual(expect.arrayContaining([[v.a.id, 2], [v.b.id, 1]]));
  });
});

describe('buyer identity', () => {
  it('switches the country and its automatic lines in one request: mutation fields run in order', async () => {
    const { AU: au, GB: gb } = AUTO_LINE_DEFAULTS.countryVariantIds;
    const cart = await createCart('GB', [
      { merchandiseId: v.a.id, quantity: 1 },
      { merchandiseId: gb, quantity: 1 },
    ]);
    const gbLine = cart.lines.nodes.find((l) => l.merchandise.id === gb)!;
    const answer = await sf.gql<{ identity: Payload; removed?: Payload; added?: Payload }>(CART_COUNTRY_SWITCH_MUTATION, {
      cartId: cart.id,
      buyerIdentity: { countryCode: 'AU' },
      lineIds: [gbLine.id],
      lines: [{ merchandiseId: au, quantity: 1 }],
      withRemove: true,
      withAdd: true,
      country: 'AU',
    });
    expect([answer.identity.userErrors, answer.removed?.userErrors, answer.added?.userErrors]).toEqual([[], [], []]);
    expect(answer.identity.cart!.lines.nodes.map((l) => l.merchandise.id)).toEqual([v.a.id, gb]);
    expect(answer.removed!.cart!.lines.nodes.map((l) => l.merchandise.id)).toEqual([v.a.id]);
    const final = answer.added!.cart!;
    expect(final.lines.nodes.map((l) => l.merchandise.id)).toEqual([v.a.id, au]);
    expect(final.buyerIdentity.countryCode).toBe('AU');
    expect(final.cost.subtotalAmount.currencyCode).toBe('AUD');

    // Steps with nothing to do are left out of the request and the answer.
    const only = await sf.gql<Record<string, Payload>>(CART_COUNTRY_SWITCH_MUTATION, {
      cartId: cart.id,
      buyerIdentity: { countryCode: 'JP' },
      lineIds: [],
      lines: [],
      withRemove: false,
      withAdd: false,
      country: 'JP',
    });
    expect(Object.keys(only)).toEqual(['identity']);
    expect(only.identity!.cart!.buyerIdentity.countryCode).toBe('JP');
  });

  it('switches the cart currency with the buyer country', async () => {
    const cart = await createCart('US', [{ merchandiseId: v.a.id, quantity: 1 }]);
    const { cartBuyerIdentityUpdate } = await sf.gql<{ cartBuyerIdentityUpdate: Payload }>(CART_BUYER_IDENTITY_UPDATE_MUTATION, {
      cartId: cart.id,
      buyerIdentity: { countryCode: 'AU' },
    });
    expect(cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(cartBuyerIdentityUpdate.cart!.buyerIdentity.countryCode).toBe('AU');
    const after = await fetchCart(cart.id);
    expect(after!.cost.totalAmount).toEqual({ amount: price(v.a.priceCents, 'AUD'), currencyCode: 'AUD' });
  });

  it('rejects an unknown customer access token and leaves the identity as it was', async () => {
    const cart = await createCart('GB');
    const { cartBuyerIdentityUpdate } = await sf.gql<{ cartBuyerIdentityUpdate: Payload }>(CART_BUYER_IDENTITY_UPDATE_MUTATION, {
      cartId: cart.id,
      buyerIdentity: { countryCode: 'US', customerAccessToken: 'not-a-token' },
    });
    expect(cartBuyerIdentityUpdate.userErrors[0]!.field).toEqual(['buyerIdentity', 'customerAccessToken']);
    expect((await fetchCart(cart.id))!.buyerIdentity.countryCode).toBe('GB');
  });

  it('uses @inContext country for a cart created without a buyer country', async () => {
    const { cartCreate } = await sf.gql<{ cartCreate: Payload }>(CART_CREATE_MUTATION, { input: { lines: [{ merchandiseId: v.a.id, quantity: 1 }] }, country: 'JP' });
    expect(cartCreate.cart!.buyerIdentity.countryCode).toBe('JP');
    expect(cartCreate.cart!.cost.totalAmount.currencyCode).toBe('JPY');
  });
});
