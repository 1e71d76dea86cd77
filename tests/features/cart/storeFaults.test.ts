/**
 * The cart store under faults (issue 19) and stock warnings (issue 18 item 1): nothing sent twice,
 * the shown cart always the server's, a gone cart replaced, a deleted product shown as unavailable,
 * stock caps told in words.
 */
import { shopperQuantity } from '../../../src/features/cart/rules/lines';
import { useCountry } from '../../../src/stores/country';
import { CART_STAMP_KEY } from '../../../src/features/cart/broadcast';
import { otherTabWrites } from '../../stores/otherTab';
import type { CartStore } from '../../../src/features/cart/store';
import { freshCart, stopFreshCarts } from './freshCart';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { cartServer, DELETED_VARIANT_ID, seededCart, serverErrorFor, VARIANTS, type FakeCart } from '../../msw/fixtures/cart';
import { server } from '../../msw/node';

const STORED = 'gid://shopify/Cart/stored1';

/** Each test's own cart store (tests/features/cart/freshCart.ts). */
let useCart: CartStore;

function start(seed: FakeCart[] = [], storedId?: string, stock: Record<string, number> = {}) {
  const api = cartServer(seed, stock);
  server.use(...api.handlers);
  if (storedId) localStorage.setItem('headless_channel_cart_id', storedId);
  return api;
}

const cart = () => useCart.getState().cart;
const add = (variant: { id: string; price: string }, quantity = 1) =>
  useCart.getState().addLines([{ merchandiseId: variant.id, quantity, promo: null, amountPerQuantity: variant.price }]);
/** What the server holds for a cart: variant id × quantity. */
const serverLines = (api: ReturnType<typeof start>, id: string) =>
  api.carts.get(id)?.lines.map((l) => [l.variantId, l.quantity]);

describe('cart store under faults (issue 19)', () => {
  beforeEach(() => {
    useCart = freshCart();
    useCountry.setState({ countryCode: 'AU' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => stopFreshCarts());

  describe('lost answers', () => {
    it('sends a cartLinesAdd whose answer was lost only once and shows what the server holds', async () => {
      const api = start([seededCart(STORED, [])], STORED);
      await useCart.getState().init();
      api.loseAnswer('CartLinesAdd');
      await add(VARIANTS.marinaTopS);
      expect(api.ops('CartLinesAdd')).toHaveLength(1);
      // Once each: the product and the automatic lines that rode along (AU's gift, shipping protection).
      expect(serverLines(api, STORED)).toEqual([
        [VARIANTS.marinaTopS.id, 1],
        [VARIANTS.auGift.id, 1],
        [VARIANTS.shippingProtection.id, 1],
      ]);
      // The header count is the server's: the add landed, so the shopper sees one, not zero or two.
      expect(shopperQuantity(cart())).toBe(1);
      expect(useCart.getState().justAdded).toBe(true);
    });

    it('re-reads the cart after a quantity change whose answer was lost', async () => {
      // An AU cart holds AU's gift (added at start-up otherwise).
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1], [VARIANTS.auGift, 1]])], STORED);
      await useCart.getState().init();
      api.loseAnswer('CartLinesUpdate');
      await useCart.getState().updateQuantity(`${STORED.replace('Cart', 'CartLine')}-1`, 3);
      expect(api.ops('CartLinesUpdate')).toHaveLength(1);
      expect(shopperQuantity(cart())).toBe(3);
      expect(serverLines(api, STORED)).toEqual([[VARIANTS.marinaTopS.id, 3], [VARIANTS.auGift.id, 1]]);
    });

    it('re-reads the cart after a removal whose answer was lost', async () => {
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1], [VARIANTS.marinaBottomsM, 2], [VARIANTS.auGift, 1]])], STORED);
      await useCart.getState().init();
      api.loseAnswer('CartLinesRemove');
      await useCart.getState().removeLines([`${STORED.replace('Cart', 'CartLine')}-1`]);
      expect(api.ops('CartLinesRemove')).toHaveLength(1);
      expect(cart()?.lines.map((l) => l.merchandiseId)).toEqual([VARIANTS.marinaBottomsM.id, VARIANTS.auGift.id]);
      expect(shopperQuantity(cart())).toBe(2);
    });

    it('sends a cartLinesAdd answered 500 once and keeps showing the server cart', async () => {
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1]])], STORED);
      await useCart.getState().init();
      server.use(serverErrorFor('CartLinesAdd'));
      expect(await add(VARIANTS.marinaBottomsM)).toBeNull();
      expect(api.ops('Cart').length).toBeGreaterThanOrEqual(2); // start-up, then the re-read
      expect(shopperQuantity(cart())).toBe(1);
      expect(useCart.getState().justAdded).toBe(false);
    });
  });

  describe('a cart that is gone', () => {
    it('applies the add to a new cart when the stored one was checked out in another tab', async () => {
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1]])], STORED);
      await useCart.getState().init();
      api.complete(STORED);
      const result = await add(VARIANTS.marinaBottomsM, 2);
      expect(result?.id).not.toBe(STORED);
      expect(api.ops('CartCreate')).toHaveLength(1);
      expect(serverLines(api, result!.id)).toEqual([
        [VARIANTS.marinaBottomsM.id, 2],
        [VARIANTS.auGift.id, 1],
        [VARIANTS.shippingProtection.id, 1],
      ]);
      expect(localStorage.getItem('headless_channel_cart_id')).toBe(result!.id);
      expect(shopperQuantity(cart())).toBe(2);
    });

    it('starts a new cart when a quantity change finds the cart gone', async () => {
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1]])], STORED);
      await useCart.getState().init();
      api.complete(STORED);
      await useCart.getState().updateQuantity(`${STORED.replace('Cart', 'CartLine')}-1`, 2);
      expect(cart()?.id).not.toBe(STORED);
      expect(cart()?.lines).toEqual([]);
      expect(localStorage.getItem('headless_channel_cart_id')).toBe(cart()?.id);
    });
  });

  describe('a product deleted since (null merchandise)', () => {
    it('keeps the cart and its other lines, and lets the shopper remove the unavailable one', async () => {
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1], [VARIANTS.auGift, 1]])], STORED);
      api.carts.get(STORED)!.lines.push({ id: 'gid://shopify/CartLine/gone', variantId: DELETED_VARIANT_ID, quantity: 1 });
      await useCart.getState().init();
      expect(cart()?.id).toBe(STORED);
      expect(api.ops('CartCreate')).toHaveLength(0);
      expect(cart()?.lines.map((l) => [l.productTitle, Boolean(l.unavailable)])).toEqual([
        ['Marina Top - Coral Reef', false],
        ['Free Beach Pouch - Palm Paradise', false],
        ['No longer available', true],
      ]);
      await useCart.getState().removeLines(['gid://shopify/CartLine/gone']);
      expect(serverLines(api, STORED)).toEqual([[VARIANTS.marinaTopS.id, 1], [VARIANTS.auGift.id, 1]]);
    });
  });

  describe('other tabs', () => {
    it('re-reads the cart when another tab changed it', async () => {
      const api = start([seededCart(STORED, [[VARIANTS.marinaTopS, 1]])], STORED);
      await useCart.getState().init();
      api.carts.get(STORED)!.lines.push({ id: 'gid://shopify/CartLine/other', variantId: VARIANTS.marinaBottomsM.id, quantity: 1 });
      otherTabWrites(CART_STAMP_KEY, { id: STORED, updatedAt: '2099-01-01T00:00:00Z' });
      await vi.waitFor(() => expect(shopperQuantity(cart())).toBe(2));
    });
  });
});

// Since 2024-10 stock is a warning on a successful mutation: the line is capped, nothing fails.
// https://shopify.dev/docs/api/storefront/latest/objects/CartWarning
// https://shopify.dev/changelog/cart-warnings-in-storefront-api-cart
describe('cart warnings in words', () => {
  beforeEach(() => {
    useCart = freshCart();
    useCountry.setState({ countryCode: 'AU' });
    useUi.setState(initialUiState);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => stopFreshCarts());

  it('tells the shopper how many were added when the stock ran short', async () => {
    start([seededCart(STORED, [])], STORED, { [VARIANTS.marinaTopS.id]: 2 });
    await useCart.getState().init();
    await add(VARIANTS.marinaTopS, 5);
    expect(shopperQuantity(cart())).toBe(2);
    expect(useCart.getState().notice).toBe('Only 2 left of Marina Top - Coral Reef (S) — we added 2 items.');
    expect(useCart.getState().drawerOpen).toBe(true);
  });

  it('says a sold-out item was not added, and opens the drawer to say it', async () => {
    start([seededCart(STORED, [])], STORED, { [VARIANTS.marinaTopS.id]: 0 });
    await useCart.getState().init();
    await add(VARIANTS.marinaTopS);
    expect(cart()?.lines).toEqual([]);
    expect(useCart.getState().notice).toMatch(/sold out — nothing was added/);
    expect(useCart.getState()).toMatchObject({ drawerOpen: true, justAdded: false });
  });

  it('tells the shopper when a quantity change was capped, and clears the notice after a change that went as asked', async () => {
    start([seededCart(STORED, [[VARIANTS.marinaTopS, 1]])], STORED, { [VARIANTS.marinaTopS.id]: 3 });
    await useCart.getState().init();
    const lineId = `${STORED.replace('Cart', 'CartLine')}-1`;
    await useCart.getState().updateQuantity(lineId, 6);
    expect(shopperQuantity(cart())).toBe(3);
    expect(useCart.getState().notice).toBe('Only 3 left of Marina Top - Coral Reef (S) — your cart now has 3.');
    await useCart.getState().updateQuantity(lineId, 2);
    expect(useCart.getState().notice).toBeNull();
  });

  it('tells warnings that are not about stock too: a gift card that cannot pay, a discount that stopped applying', async () => {
    // https://shopify.dev/docs/api/storefront/2026-04/enums/CartWarningCode
    const api = start([seededCart(STORED, [])], STORED);
    await useCart.getState().init();
    api.warnAlso('CartLinesAdd', { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: 'Gift cards are not available as a payment method.', target: STORED });
    api.warnAlso('CartLinesAdd', { code: 'DISCOUNT_QUANTITY_NOT_IN_RANGE', message: 'The quantity is not in range for this discount.', target: 'gid://shopify/DiscountCodeNode/1' });
    await add(VARIANTS.marinaTopS);
    expect(shopperQuantity(cart())).toBe(1);
    expect(useCart.getState().notice).toBe(
      'Gift cards can’t be used to pay for this order. A discount code is for a different number of items: check how many it needs.',
    );
  });

  it('tells a warning of a code it does not know with the API’s own words, and the cart carries on', async () => {
    const api = start([seededCart(STORED, [])], STORED);
    await useCart.getState().init();
    api.warnAlso('CartLinesAdd', { code: 'SOMETHING_NEW', message: 'Delivery to your area may take longer.', target: STORED });
    await add(VARIANTS.marinaTopS);
    expect(shopperQuantity(cart())).toBe(1);
    expect(useCart.getState().notice).toBe('Delivery to your area may take longer.');
  });
});
