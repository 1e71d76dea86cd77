/**
 * Hydrogen's cart handler (`createCartHandler` of @shopify/hydrogen) against the local storefront, as a
 * Hydrogen server drives it: one handler per request, the cart id kept in the `cart` cookie by
 * `cartGetIdDefault` / `cartSetIdDefault`, and our own `CartApiQuery` / `CartApiMutation` fragments
 * (https://shopify.dev/docs/api/hydrogen/2026-04/utilities/createcarthandler,
 * https://shopify.dev/docs/storefronts/headless/legacy/hydrogen/cart/customize-cart-handler: the fragments
 * "must be named CartApiQuery / CartApiMutation"). What each method sends is Hydrogen's own document; what
 * comes back must be what the Storefront API reference says of each mutation
 * (https://shopify.dev/docs/api/storefront/2026-04/objects/Cart).
 */
import { cartGetIdDefault, cartSetIdDefault, createCartHandler, createStorefrontClient, InMemoryCache } from '@shopify/hydrogen';
import type { RunningStorefront } from '../../../storefront-local/server';
import { SEEDED_GIFT_CARDS } from '../../../storefront-local/shops/blue-bay/giftCards';
import { pickVariants } from '../helpers';
import { listeningStorefront, PRIVATE_TOKEN } from './helpers';

const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    attributes { key value }
    buyerIdentity { countryCode email }
    discountCodes { code applicable }
    appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: $numCartLines) { nodes { id quantity merchandise { ... on ProductVariant { id } } } }
    giftMessage: metafield(namespace: "custom", key: "gift_message") { value type }
  }
`;

const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    note
    buyerIdentity { countryCode email }
    discountCodes { code applicable }
    appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } }
    cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
    lines(first: 100) { nodes { id quantity merchandise { ... on ProductVariant { id } } } }
  }
`;

interface Money {
  amount: string;
  currencyCode: string;
}
interface CartShape {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string | null;
  attributes?: Array<{ key: string; value: string }>;
  buyerIdentity: { countryCode: string | null; email: string | null };
  discountCodes: Array<{ code: string; applicable: boolean }>;
  appliedGiftCards: Array<{ id: string; lastCharacters: string; amountUsed: Money }>;
  cost: { subtotalAmount: Money; totalAmount: Money };
  lines: { nodes: Array<{ id: string; quantity: number; merchandise: { id: string } }> };
  giftMessage?: { value: string; type: string } | null;
}
interface MutationResult {
  cart: CartShape;
  userErrors?: Array<{ code: string; field: string[] | null; message: string }>;
  warnings?: Array<{ code: string; message: string }>;
  errors?: unknown;
}

let sf: RunningStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await listeningStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

/** One server request's cart handler, reading the cart id from the request's cookie as Hydrogen does. */
function handlerFor(cookie = '') {
  const request = new Request('https://blue-bay.example/cart', { headers: cookie ? { cookie } : {} });
  const { storefront } = createStorefrontClient({
    cache: new InMemoryCache(),
    storeDomain: sf.url,
    privateStorefrontToken: PRIVATE_TOKEN,
    storefrontApiVersion: '2026-04',
    storefrontHeaders: { requestGroupId: null, buyerIp: '203.0.113.7', buyerIpSig: null, cookie: null, purpose: null },
    logErrors: false,
  });
  return createCartHandler({
    storefront,
    getCartId: cartGetIdDefault(request.headers),
    setCartId: cartSetIdDefault(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });
}

const noProblems = (result: { userErrors?: unknown[]; errors?: unknown }) => {
  expect(result.errors).toBeUndefined();
  expect(result.userErrors ?? []).toEqual([]);
};

/** The `cart=…` cookie a response would set, as the browser sends it back. */
const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]!;

describe("Hydrogen's cart handler", () => {
  it('creates a cart on the first add, keeps its id in the cart cookie, and reads it back on the next request', async () => {
    const first = handlerFor();
    expect(first.getCartId()).toBeUndefined();
    const created = (await first.addLines([{ merchandiseId: v.a.id, quantity: 2 }])) as MutationResult;
    noProblems(created);
    expect(created.cart.totalQuantity).toBe(2);
    expect(created.cart.checkoutUrl).toMatch(/^http/);

    const cookie = cookieOf(first.setCartId(created.cart.id));
    expect(decodeURIComponent(cookie)).toBe(`cart=${created.cart.id.split('/').pop()}`);
    const next = handlerFor(cookie);
    expect(next.getCartId()).toBe(created.cart.id);
    const read = (await next.get()) as CartShape;
    expect(read.id).toBe(created.cart.id);
    expect(read.lines.nodes).toEqual([expect.objectContaining({ quantity: 2, merchandise: { id: v.a.id } })]);
  });

  it('adds, updates and removes lines (cartLinesAdd, cartLinesUpdate, cartLinesRemove)', async () => {
    const cart = handlerFor();
    await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    const added = (await cart.addLines([{ merchandiseId: v.b.id, quantity: 1 }])) as MutationResult;
    noProblems(added);
    expect(added.cart.totalQuantity).toBe(2);
    const lineB = added.cart.lines.nodes.find((line) => line.merchandise.id === v.b.id)!;

    const updated = (await cart.updateLines([{ id: lineB.id, quantity: 3 }])) as MutationResult;
    noProblems(updated);
    expect(updated.cart.totalQuantity).toBe(4);

    const removed = (await cart.removeLines([lineB.id])) as MutationResult;
    noProblems(removed);
    expect(removed.cart.lines.nodes.map((line) => line.merchandise.id)).toEqual([v.a.id]);
    expect(removed.cart.totalQuantity).toBe(1);
  });

  it('applies a discount code with what it saves, and takes it off again (cartDiscountCodesUpdate)', async () => {
    const cart = handlerFor();
    const created = (await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }] })) as MutationResult;
    const price = Number(created.cart.cost.subtotalAmount.amount);
    const discounted = (await cart.updateDiscountCodes(['STUDENT30'])) as MutationResult;
    noProblems(discounted);
    expect(discounted.cart.discountCodes).toEqual([{ code: 'STUDENT30', applicable: true }]);
    expect(Number(discounted.cart.cost.totalAmount.amount)).toBeCloseTo(price * 0.7, 2);

    const cleared = (await cart.updateDiscountCodes([])) as MutationResult;
    expect(cleared.cart.discountCodes).toEqual([]);
    expect(Number(cleared.cart.cost.totalAmount.amount)).toBeCloseTo(price, 2);
  });

  it('applies a gift card by its code and shows only its last characters (cartGiftCardCodesUpdate)', async () => {
    const code = SEEDED_GIFT_CARDS[0]!.code;
    const cart = handlerFor();
    await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    const result = (await cart.updateGiftCardCodes([code.toLowerCase()])) as MutationResult;
    noProblems(result);
    expect(result.cart.appliedGiftCards).toEqual([expect.objectContaining({ lastCharacters: code.slice(-4) })]);
    expect(Number(result.cart.appliedGiftCards[0]!.amountUsed.amount)).toBeGreaterThan(0);
  });

  it("changes the buyer's country and e-mail, and the prices follow the country's currency (cartBuyerIdentityUpdate)", async () => {
    const cart = handlerFor();
    const created = (await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }], buyerIdentity: { countryCode: 'US' } })) as MutationResult;
    expect(created.cart.cost.totalAmount.currencyCode).toBe('USD');
    const moved = (await cart.updateBuyerIdentity({ countryCode: 'CA', email: 'swimmer@example.com' })) as MutationResult;
    noProblems(moved);
    expect(moved.cart.buyerIdentity).toEqual({ countryCode: 'CA', email: 'swimmer@example.com' });
    expect(moved.cart.cost.totalAmount.currencyCode).toBe('CAD');
  });

  it('keeps a note and attributes (cartNoteUpdate, cartAttributesUpdate)', async () => {
    const cart = handlerFor();
    await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    const noted = (await cart.updateNote('Please gift wrap')) as MutationResult;
    noProblems(noted);
    expect(noted.cart.note).toBe('Please gift wrap');
    noProblems((await cart.updateAttributes([{ key: 'Delivery window', value: 'Morning' }])) as MutationResult);
    const read = (await cart.get()) as CartShape;
    expect(read.note).toBe('Please gift wrap');
    expect(read.attributes).toEqual([{ key: 'Delivery window', value: 'Morning' }]);
  });

  it('refuses a line of a variant that does not exist with a userError and keeps the cart', async () => {
    const cart = handlerFor();
    await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    const result = (await cart.addLines([{ merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: 1 }])) as MutationResult;
    expect(result.userErrors?.[0]?.message).toBeTruthy();
    expect(((await cart.get()) as CartShape).totalQuantity).toBe(1);
  });

  // Cart metafields (https://shopify.dev/docs/api/storefront/2026-04/mutations/cartMetafieldsSet,
  // https://shopify.dev/docs/api/storefront/2026-04/mutations/cartMetafieldDelete): a composite
  // `namespace.key` names the metafield, which the cart then answers by namespace and key.
  it('sets a cart metafield, reads it on the cart, and deletes it (cartMetafieldsSet, cartMetafieldDelete)', async () => {
    const cart = handlerFor();
    await cart.create({ lines: [{ merchandiseId: v.a.id, quantity: 1 }] });
    const set = (await cart.setMetafields([{ key: 'custom.gift_message', type: 'single_line_text_field', value: 'Happy birthday' }])) as MutationResult;
    noProblems(set);
    expect(((await cart.get()) as CartShape).giftMessage).toEqual({ value: 'Happy birthday', type: 'single_line_text_field' });
    const deleted = (await cart.deleteMetafield('custom.gift_message')) as MutationResult;
    noProblems(deleted);
    expect(((await cart.get()) as CartShape).giftMessage).toBeNull();
  });
});
