/**
 * The cart store under faults (issue 19) and stock warnings (issue 18 item 1): nothing sent twice,
 * the shown cart always the server's, a gone cart replaced, a deleted product shown as unavailable,
 * stock caps told in words. The answers are the local storefront's (tests/msw/localStorefront.ts).
 */
import { shopperQuantity } from '../../../src/features/cart/rules/lines';
import { useCountry } from '../../../src/stores/country';
import { CART_STAMP_KEY } from '../../../src/features/cart/broadcast';
import { STORAGE_KEYS } from '../../../src/config/site';
import { otherTabWrites } from '../../stores/otherTab';
import type { CartStore } from '../../../src/features/cart/store';
import { freshCart, stopFreshCarts } from './freshCart';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { serverErrorFor } from '../../msw/faults';
import { setupLocalStorefront, type SeedLine, type ShopVariant } from '../../msw/localStorefront';
import { server } from '../../msw/node';

const shop = setupLocalStorefront();

/** Each test's own cart store (tests/features/cart/freshCart.ts). */
let useCart: CartStore;

/** A cart from an earlier visit (in AU, as these tests shop), stored in this browser; answers its id. */
async function stored(lines: readonly SeedLine[]): Promise<string> {
  const id = await shop().createCart(lines, { countryCode: 'AU' });
  localStorage.setItem(STORAGE_KEYS.cartId, id);
  return id;
}

// The shop's goods, from the local storefront's catalogue.
const top = () => shop().variant('marina-top-coral-reef', 'S');
const bottoms = () => shop().variant('marina-bottoms-coral-reef', 'M');
const auGift = () => shop().variant('free-gift-pouch-palm-paradise');
const protection = () => shop().variant('shipping-protection');
const listed = (): ShopVariant[] =>
  shop()
    .services.catalogue.products.filter((p) => !p.hidden && !p.isGiftCard && !shop().services.catalogue.bundleComponents?.has(p.variants[0]!.id))
    .flatMap((p) => p.variants.map((v) => ({ ...v, product: p })));

const cart = () => useCart.getState().cart;
const add = (variant: ShopVariant, quantity = 1) =>
  useCart.getState().addLines([{ merchandiseId: variant.id, quantity, promo: null, amountPerQuantity: (variant.priceCents / 100).toFixed(2) }]);
/** What the shop holds for a cart: variant id × quantity. */
const serverLines = async (id: string) => (await shop().cart(id))?.lines.nodes.map((l) => [l.merchandise?.id, l.quantity]);
/** The shop's id of the cart's line of this variant. */
const lineOf = async (id: string, variant: { id: string }) => (await shop().cart(id))!.lines.nodes.find((l) => l.merchandise?.id === variant.id)!.id;

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
      const id = await stored([]);
      await useCart.getState().init();
      shop().loseAnswer('CartLinesAdd');
      await add(top());
      expect(shop().ops('CartLinesAdd')).toHaveLength(1);
      // Once each: the product and the automatic lines that rode along (AU's gift, shipping protection).
      expect(await serverLines(id)).toEqual([
        [top().id, 1],
        [auGift().id, 1],
        [protection().id, 1],
      ]);
      // The header count is the server's: the add landed, so the shopper sees one, not zero or two.
      expect(shopperQuantity(cart())).toBe(1);
      expect(useCart.getState().justAdded).toBe(true);
    });

    it('re-reads the cart after a quantity change whose answer was lost', async () => {
      // An AU cart holds AU's gift (added at start-up otherwise).
      const id = await stored([[top(), 1], [auGift(), 1]]);
      await useCart.getState().init();
      shop().loseAnswer('CartLinesUpdate');
      await useCart.getState().updateQuantity(await lineOf(id, top()), 3);
      expect(shop().ops('CartLinesUpdate')).toHaveLength(1);
      expect(shopperQuantity(cart())).toBe(3);
      expect(await serverLines(id)).toEqual([[top().id, 3], [auGift().id, 1]]);
    });

    it('re-reads the cart after a removal whose answer was lost', async () => {
      const id = await stored([[top(), 1], [bottoms(), 2], [auGift(), 1]]);
      await useCart.getState().init();
      shop().loseAnswer('CartLinesRemove');
      await useCart.getState().removeLines([await lineOf(id, top())]);
      expect(shop().ops('CartLinesRemove')).toHaveLength(1);
      expect(cart()?.lines.map((l) => l.merchandiseId)).toEqual([bottoms().id, auGift().id]);
      expect(shopperQuantity(cart())).toBe(2);
    });

    it('sends a cartLinesAdd answered 500 once and keeps showing the server cart', async () => {
      await stored([[top(), 1], [auGift(), 1]]);
      await useCart.getState().init();
      server.use(serverErrorFor('CartLinesAdd'));
      expect(await add(bottoms())).toBeNull();
      expect(shop().ops('Cart').length).toBeGreaterThanOrEqual(2); // start-up, then the re-read
      expect(shopperQuantity(cart())).toBe(1);
      expect(useCart.getState().justAdded).toBe(false);
    });
  });

  describe('a cart that is gone', () => {
    /** Another tab checks the cart out (the test's checkout ships to the US, so AU's gift comes off first). */
    const checkedOutElsewhere = async (id: string) => {
      await shop().updateLines(id, [{ id: await lineOf(id, auGift()), quantity: 0 }]);
      await shop().complete(id);
    };

    it('applies the add to a new cart when the stored one was checked out in another tab', async () => {
      const id = await stored([[top(), 1], [auGift(), 1]]);
      await useCart.getState().init();
      await checkedOutElsewhere(id);
      const result = await add(bottoms(), 2);
      expect(result?.id).not.toBe(id);
      expect(shop().ops('CartCreate')).toHaveLength(1);
      expect(await serverLines(result!.id)).toEqual([
        [bottoms().id, 2],
        [auGift().id, 1],
        [protection().id, 1],
      ]);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(result!.id);
      expect(shopperQuantity(cart())).toBe(2);
    });

    it('starts a new cart when a quantity change finds the cart gone', async () => {
      const id = await stored([[top(), 1], [auGift(), 1]]);
      await useCart.getState().init();
      const line = await lineOf(id, top());
      await checkedOutElsewhere(id);
      await useCart.getState().updateQuantity(line, 2);
      expect(cart()?.id).not.toBe(id);
      expect(cart()?.lines).toEqual([]);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(cart()?.id);
    });
  });

  describe('a product deleted since (null merchandise)', () => {
    it('keeps the cart and its other lines, and lets the shopper remove the unavailable one', async () => {
      const id = await stored([[top(), 1], [auGift(), 1], [bottoms(), 1]]);
      const gone = await lineOf(id, bottoms());
      // The local storefront deletes no products: its answer loses the bottoms' merchandise, as Shopify
      // answers a line whose product was deleted since (merchandise null).
      shop().alterAnswer('Cart', (body) => {
        const lines = (body.data as { cart: { lines: { nodes: Array<{ merchandise: { id: string } | null }> } } }).cart.lines.nodes;
        for (const line of lines) if (line.merchandise?.id === bottoms().id) line.merchandise = null;
      });
      await useCart.getState().init();
      expect(cart()?.id).toBe(id);
      expect(shop().ops('CartCreate')).toHaveLength(0);
      expect(cart()?.lines.map((l) => [l.productTitle, Boolean(l.unavailable)])).toEqual([
        [top().product.title, false],
        [auGift().product.title, false],
        ['No longer available', true],
      ]);
      await useCart.getState().removeLines([gone]);
      expect(await serverLines(id)).toEqual([[top().id, 1], [auGift().id, 1]]);
    });
  });

  describe('other tabs', () => {
    it('re-reads the cart when another tab changed it', async () => {
      const id = await stored([[top(), 1], [auGift(), 1]]);
      await useCart.getState().init();
      // The other tab's add, straight to the shop.
      const { data } = await shop().graphql<{ cartLinesAdd: { userErrors: unknown[] } }>(
        'mutation ($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { userErrors { message } } }',
        { cartId: id, lines: [{ merchandiseId: bottoms().id, quantity: 1 }] },
      );
      expect(data?.cartLinesAdd.userErrors).toEqual([]);
      otherTabWrites(CART_STAMP_KEY, { id, updatedAt: '2099-01-01T00:00:00Z' });
      await vi.waitFor(() => expect(shopperQuantity(cart())).toBe(2), { timeout: 15_000 });
    });
  });
});

/** A listed size of which the shop holds only a few (2 to 4). */
const few = () => listed().find((v) => v.inventory >= 2 && v.inventory <= 4)!;
/** The notice names a size as "Title (Size)". */
const named = (v: ShopVariant) => `${v.product.title} (${v.title})`;

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
    const scarce = few();
    await stored([[auGift(), 1]]);
    await useCart.getState().init();
    await add(scarce, scarce.inventory + 3);
    expect(shopperQuantity(cart())).toBe(scarce.inventory);
    expect(useCart.getState().notice).toBe(`Only ${scarce.inventory} left of ${named(scarce)} — we added ${scarce.inventory} items.`);
    expect(useCart.getState().drawerOpen).toBe(true);
  });

  it('says a sold-out item was not added, and opens the drawer to say it', async () => {
    const soldOut = listed().find((v) => v.inventory === 0)!;
    await stored([[auGift(), 1]]);
    await useCart.getState().init();
    await add(soldOut);
    expect(cart()?.lines.filter((l) => l.kind === 'product')).toEqual([]);
    expect(useCart.getState().notice).toMatch(/sold out — nothing was added/);
    expect(useCart.getState()).toMatchObject({ drawerOpen: true, justAdded: false });
  });

  it('tells the shopper when a quantity change was capped, and clears the notice after a change that went as asked', async () => {
    const scarce = few();
    const id = await stored([[scarce, 1], [auGift(), 1]]);
    await useCart.getState().init();
    const lineId = await lineOf(id, scarce);
    await useCart.getState().updateQuantity(lineId, scarce.inventory + 3);
    expect(shopperQuantity(cart())).toBe(scarce.inventory);
    expect(useCart.getState().notice).toBe(`Only ${scarce.inventory} left of ${named(scarce)} — your cart now has ${scarce.inventory}.`);
    await useCart.getState().updateQuantity(lineId, scarce.inventory - 1);
    expect(useCart.getState().notice).toBeNull();
  });

  /** The next cartLinesAdd answers these warnings too (the local storefront raises only stock and discount ones). */
  const warnAlso = (...warnings: Array<{ code: string; message: string; target: string }>) =>
    shop().alterAnswer('CartLinesAdd', (body) => {
      const payload = (body.data as { cartLinesAdd: { warnings: unknown[] } }).cartLinesAdd;
      payload.warnings = [...payload.warnings, ...warnings];
    });

  it('tells warnings that are not about stock too: a gift card that cannot pay, a discount that stopped applying', async () => {
    // https://shopify.dev/docs/api/storefront/2026-04/enums/CartWarningCode
    const id = await stored([[auGift(), 1]]);
    await useCart.getState().init();
    warnAlso(
      { code: 'PAYMENTS_GIFT_CARDS_UNAVAILABLE', message: 'Gift cards are not available as a payment method.', target: id },
      { code: 'DISCOUNT_QUANTITY_NOT_IN_RANGE', message: 'The quantity is not in range for this discount.', target: 'gid://shopify/DiscountCodeNode/1' },
    );
    await add(top());
    expect(shopperQuantity(cart())).toBe(1);
    expect(useCart.getState().notice).toBe(
      'Gift cards can’t be used to pay for this order. A discount code is for a different number of items: check how many it needs.',
    );
  });

  it('tells a warning of a code it does not know with the API’s own words, and the cart carries on', async () => {
    const id = await stored([[auGift(), 1]]);
    await useCart.getState().init();
    warnAlso({ code: 'SOMETHING_NEW', message: 'Delivery to your area may take longer.', target: id });
    await add(top());
    expect(shopperQuantity(cart())).toBe(1);
    expect(useCart.getState().notice).toBe('Delivery to your area may take longer.');
  });
});
