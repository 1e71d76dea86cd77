import { HttpResponse } from 'msw';
import { env } from '../../../src/config/env';
import { JUST_ADDED_MS, PROMO_GIFT_THRESHOLD } from '../../../src/config/cart';
import { CART_ATTRIBUTES_EVENT, MERCHANT_SESSION_EVENT, PARTNER_PROMO_VALUE, STORAGE_KEYS } from '../../../src/config/site';
import { browserNavigation, useCountry } from '../../../src/stores/country';
import type { CartStore } from '../../../src/features/cart/store';
import { freshCart, stopFreshCarts } from './freshCart';
import { cartNavigation } from '../../../src/features/cart/checkout';
import { initialUiState, useUi } from '../../../src/stores/ui';
import { graphQLErrorFor, networkErrorFor, serverErrorFor, storefront, userErrorsFor } from '../../msw/faults';
import { setupLocalStorefront, usd, type SeedLine, type ShopVariant } from '../../msw/localStorefront';
import { server } from '../../msw/node';

const shop = setupLocalStorefront();

/** Each test's own cart store (tests/features/cart/freshCart.ts). */
let useCart: CartStore;

/** A cart from an earlier visit, stored in this browser; answers its id. */
async function stored(lines: readonly SeedLine[], input: { countryCode?: string; discountCodes?: string[] } = {}): Promise<string> {
  const id = await shop().createCart(lines, input);
  localStorage.setItem(STORAGE_KEYS.cartId, id);
  return id;
}

// The shop's goods, from the local storefront's catalogue.
const top = () => shop().variant('marina-top-coral-reef', 'S');
const bottoms = () => shop().variant('marina-bottoms-coral-reef', 'M');
const protection = () => shop().variant('shipping-protection');
const auGift = () => shop().variant('free-gift-pouch-palm-paradise');
const gbGift = () => shop().variant('free-gift-sticker-pack-rainbow-stripe');
const gift = () => shop().variant('bikini-charm-pack-gift-box-seashell');
const listed = (): ShopVariant[] =>
  shop()
    .services.catalogue.products.filter((p) => !p.hidden && !p.isGiftCard && !shop().services.catalogue.bundleComponents?.has(p.variants[0]!.id))
    .flatMap((p) => p.variants.map((v) => ({ ...v, product: p })));
/** A full-priced size in stock, which the shop's percentage codes apply to. */
const fullPrice = () => listed().find((v) => v.compareAtCents === null && !v.product.partner && v.inventory >= 5)!;
/** A partner-brand (Glamz) piece in stock that alone stays under the free-gift threshold, two of it over. */
const glamz = () =>
  listed().find((v) => v.product.partner && v.inventory >= 5 && v.priceCents < PROMO_GIFT_THRESHOLD * 100 && v.priceCents * 2 >= PROMO_GIFT_THRESHOLD * 100)!;
/** Another partner piece that with glamz() reaches the threshold. */
const glamzOther = () =>
  listed().find((v) => v.product.partner && v.inventory >= 5 && v.product.handle !== glamz().product.handle && v.priceCents + glamz().priceCents >= PROMO_GIFT_THRESHOLD * 100)!;

const dollars = (v: ShopVariant) => (v.priceCents / 100).toFixed(2);
const cart = () => useCart.getState().cart;
const titles = () => cart()?.lines.map((l) => `${l.productTitle} × ${l.quantity}`);
const add = (variant: ShopVariant, quantity = 1) =>
  useCart.getState().addLines([{ merchandiseId: variant.id, quantity, promo: variant.product.partner ? PARTNER_PROMO_VALUE : null, amountPerQuantity: dollars(variant) }]);
const sentLines = (call: { variables: Record<string, unknown> }) =>
  (call.variables.lines as { merchandiseId: string; quantity: number }[]).map((l) => [l.merchandiseId, l.quantity]);
/** The shop's id of the cart's line of this variant. */
const lineOf = async (id: string, variant: { id: string }) => (await shop().cart(id))!.lines.nodes.find((l) => l.merchandise?.id === variant.id)!.id;

interface ShopCartFacts {
  attributes: Array<{ key: string; value: string }>;
  buyerIdentity: { countryCode: string | null; customer: { id: string } | null };
  cost: { totalAmount: { amount: string } };
  discountAllocations: Array<{ code?: string; discountedAmount: { amount: string } }>;
}
/** What the shop holds of a cart beyond its lines: attributes, buyer, total, order discounts. */
async function facts(id: string): Promise<ShopCartFacts> {
  const { data } = await shop().graphql<{ cart: ShopCartFacts }>(
    `query ($id: ID!) { cart(id: $id) {
      attributes { key value }
      buyerIdentity { countryCode customer { id } }
      cost { totalAmount { amount } }
      discountAllocations { ... on CartCodeDiscountAllocation { code } discountedAmount { amount } }
    } }`,
    { id },
  );
  return data!.cart;
}

/** A shopper with an account, signed in: answers their Storefront customer access token. */
async function signedIn(email: string): Promise<string> {
  const input = { email, password: 'sea-breeze-42', firstName: 'Sam', lastName: 'Shore' };
  await shop().graphql('mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }', { input });
  const { data } = await shop().graphql<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null } }>(
    'mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
    { input: { email, password: input.password } },
  );
  return data!.customerAccessTokenCreate.customerAccessToken!.accessToken;
}

describe('cart store', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    useCart = freshCart();
    useCountry.setState({ countryCode: 'US' });
    useUi.setState(initialUiState);
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The storefront client's debug log of every HTTP response.
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    stopFreshCarts();
  });

  describe('start-up (spec §4 cart lifecycle)', () => {
    it('reuses the stored cart when it still exists', async () => {
      const id = await stored([[top(), 2], [protection(), 1]]);
      await useCart.getState().init();
      expect(cart()?.id).toBe(id);
      expect(titles()).toEqual([`${top().product.title} × 2`, `${protection().product.title} × 1`]);
      expect(shop().ops('CartCreate')).toHaveLength(0);
      expect(shop().ops('Cart')[0]?.variables).toMatchObject({ id, country: 'US' });
    });

    it('sends nothing when no cart is stored: the bag shows empty, and the first add creates the cart', async () => {
      useCountry.setState({ countryCode: 'GB' });
      await useCart.getState().init();
      expect(shop().calls).toHaveLength(0);
      expect(useCart.getState()).toMatchObject({ cart: null, initialised: true });
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBeNull();
      await add(top());
      expect(shop().ops('CartCreate')).toHaveLength(1);
      expect(shop().ops('CartCreate')[0]?.variables).toMatchObject({ input: { buyerIdentity: { countryCode: 'GB' } }, country: 'GB' });
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(cart()?.id);
      expect(titles()).toEqual(expect.arrayContaining([`${top().product.title} × 1`]));
    });

    it('starts a new cart when fetching the stored one fails', async () => {
      const id = await stored([[top(), 1]]);
      server.use(serverErrorFor('Cart', 'query'));
      await useCart.getState().init();
      expect(shop().ops('CartCreate')).toHaveLength(1);
      expect(cart()?.id).not.toBe(id);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(cart()?.id);
      expect(errors).toHaveBeenCalled();
    });

    it('starts a new cart when the stored cart is completed (cart(id) is null)', async () => {
      const id = await stored([[top(), 1]]);
      await shop().complete(id);
      await useCart.getState().init();
      expect(shop().ops('Cart')).toHaveLength(1);
      expect(shop().ops('CartCreate')).toHaveLength(1);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(cart()?.id);
      expect(cart()?.id).not.toBe(id);
    });

    it('settles the free gift of a stored cart that was changed elsewhere', async () => {
      await stored([[glamz(), 2], [protection(), 1]]);
      await useCart.getState().init();
      expect(shop().ops('CartLinesAdd').map(sentLines)).toEqual([[[gift().id, 1]]]);
      expect(cart()?.lines.some((l) => l.kind === 'gift')).toBe(true);
    });

    it('keeps the stored id when it can reach neither the stored cart nor a new one', async () => {
      const id = await stored([[top(), 1]]);
      server.use(serverErrorFor('Cart', 'query'), serverErrorFor('CartCreate'));
      await useCart.getState().init();
      expect(cart()).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(id);
    });
  });

  describe('adding', () => {
    it('adds a line, opens the drawer and shows just-added for 3 seconds', async () => {
      await stored([]);
      await useCart.getState().init();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const result = await add(top(), 2);
      expect(result?.lines.find((l) => l.merchandiseId === top().id)?.quantity).toBe(2);
      expect(useCart.getState()).toMatchObject({ justAdded: true, drawerOpen: true, loading: false });
      vi.advanceTimersByTime(JUST_ADDED_MS - 1);
      expect(useCart.getState().justAdded).toBe(true);
      vi.advanceTimersByTime(1);
      expect(useCart.getState().justAdded).toBe(false);
      expect(useCart.getState().drawerOpen).toBe(true);
    });

    it('does not open the drawer over the full bag page', async () => {
      await stored([]);
      useUi.setState({ bagShown: true });
      await add(top());
      expect(useCart.getState().justAdded).toBe(true);
      expect(useCart.getState().drawerOpen).toBe(false);
    });

    it('is loading while the mutation runs', async () => {
      await stored([]);
      await useCart.getState().init();
      const seen: boolean[] = [];
      const unsubscribe = useCart.subscribe((state, previous) => {
        if (state.loading !== previous.loading) seen.push(state.loading);
      });
      await add(top());
      unsubscribe();
      expect(seen).toEqual([true, false]);
    });

    it('treats userErrors as a failure: no result, the lines stay, the error is logged', async () => {
      const id = await stored([[top(), 1], [protection(), 1]]);
      await useCart.getState().init();
      server.use(userErrorsFor('CartLinesAdd', 'cartLinesAdd'));
      const result = await add(bottoms());
      expect(result).toBeNull();
      expect(titles()).toEqual([`${top().product.title} × 1`, `${protection().product.title} × 1`]);
      expect(useCart.getState()).toMatchObject({ justAdded: false, drawerOpen: false, loading: false });
      expect(errors).toHaveBeenCalledWith('Add to cart failed', expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]));
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(id);
    });

    it('treats GraphQL errors and a dropped connection as failures that keep the lines', async () => {
      await stored([[top(), 1], [protection(), 1]]);
      await useCart.getState().init();
      server.use(graphQLErrorFor('CartLinesAdd'));
      expect(await add(bottoms())).toBeNull();
      server.use(networkErrorFor('CartLinesAdd'));
      expect(await add(bottoms())).toBeNull();
      expect(titles()).toEqual([`${top().product.title} × 1`, `${protection().product.title} × 1`]);
      expect(errors).toHaveBeenCalledTimes(2);
    });

    it('ignores lines without a variant or with a quantity below one', async () => {
      await stored([]);
      await useCart.getState().addLines([
        { merchandiseId: '', quantity: 1 },
        { merchandiseId: top().id, quantity: 0 },
        { merchandiseId: top().id, quantity: 1.5 },
      ]);
      expect(shop().calls).toHaveLength(0);
    });

    it('creates one cart for concurrent first clicks and keeps both lines', async () => {
      await Promise.all([add(top()), add(bottoms()), useCart.getState().init()]);
      expect(shop().ops('CartCreate')).toHaveLength(1);
      expect(shop().ops('CartLinesAdd')).toHaveLength(2);
      expect(titles()).toEqual(expect.arrayContaining([`${top().product.title} × 1`, `${bottoms().product.title} × 1`]));
    });
  });

  describe('automatic lines (spec §4)', () => {
    it('adds shipping protection with the first line, in the same call, and not again', async () => {
      await stored([]);
      await add(top());
      await add(bottoms());
      const [first, second] = shop().ops('CartLinesAdd');
      expect(sentLines(first!)).toEqual([
        [top().id, 1],
        [protection().id, 1],
      ]);
      expect(sentLines(second!)).toEqual([[bottoms().id, 1]]);
      expect(cart()?.lines.find((l) => l.merchandiseId === protection().id)?.kind).toBe('shippingProtection');
    });

    it.each([
      ['AU', auGift],
      ['GB', gbGift],
    ])('adds the %s country variant with the first line', async (country, countryGift) => {
      useCountry.setState({ countryCode: country });
      await stored([], { countryCode: country });
      await add(top());
      expect(sentLines(shop().ops('CartLinesAdd')[0]!)).toEqual([
        [top().id, 1],
        [countryGift().id, 1],
        [protection().id, 1],
      ]);
      expect(cart()?.lines.find((l) => l.merchandiseId === countryGift().id)?.kind).toBe('countryGift');
    });

    it('adds no country variant for other countries', async () => {
      await stored([]);
      await add(top());
      const sent = sentLines(shop().ops('CartLinesAdd')[0]!).map(([id]) => id);
      expect(sent).not.toContain(auGift().id);
      expect(sent).not.toContain(gbGift().id);
    });

    it('adds the free gift in the same call once the Glamz total reaches the threshold', async () => {
      await stored([[glamz(), 1], [protection(), 1]]);
      await add(glamzOther());
      const adds = shop().ops('CartLinesAdd');
      expect(adds).toHaveLength(1);
      expect(sentLines(adds[0]!)).toEqual([
        [glamzOther().id, 1],
        [gift().id, 1],
      ]);
      expect(cart()?.lines.find((l) => l.kind === 'gift')?.productTitle).toBe(gift().product.title);
    });

    it('adds no gift below the threshold', async () => {
      await stored([[glamz(), 1], [protection(), 1]]);
      await add(bottoms()); // not a partner piece: the Glamz total stays one piece's
      expect(sentLines(shop().ops('CartLinesAdd')[0]!)).toEqual([[bottoms().id, 1]]);
      expect(cart()?.lines.some((l) => l.kind === 'gift')).toBe(false);
    });

    it('adds the gift afterwards when the caller did not know the promo value', async () => {
      await stored([[glamz(), 1], [protection(), 1]]);
      await useCart.getState().addLines([{ merchandiseId: glamzOther().id, quantity: 1 }]);
      expect(shop().ops('CartLinesAdd').map(sentLines)).toEqual([[[glamzOther().id, 1]], [[gift().id, 1]]]);
      expect(cart()?.lines.some((l) => l.kind === 'gift')).toBe(true);
    });

    it('removes the gift in one call when a quantity change drops the total below the threshold', async () => {
      await stored([[glamz(), 2], [gift(), 1], [protection(), 1]]);
      await useCart.getState().init();
      const piece = cart()!.lines.find((l) => l.merchandiseId === glamz().id)!;
      const giftLine = cart()!.lines.find((l) => l.kind === 'gift')!;
      await useCart.getState().updateQuantity(piece.id, 1);
      expect(shop().ops('CartLinesRemove')).toHaveLength(1);
      expect(shop().ops('CartLinesRemove')[0]?.variables.lineIds).toEqual([giftLine.id]);
      expect(cart()?.lines.some((l) => l.kind === 'gift')).toBe(false);
    });

    it('keeps the gift when the total stays at the threshold or more', async () => {
      await stored([[glamz(), 3], [gift(), 1], [protection(), 1]]);
      await useCart.getState().init();
      const piece = cart()!.lines.find((l) => l.merchandiseId === glamz().id)!;
      await useCart.getState().updateQuantity(piece.id, 2);
      expect(shop().ops('CartLinesRemove')).toHaveLength(0);
      expect(cart()?.lines.some((l) => l.kind === 'gift')).toBe(true);
    });

    it('does not let the shopper change the quantity of an automatic line', async () => {
      await stored([[top(), 1], [protection(), 1]]);
      await useCart.getState().init();
      const line = cart()!.lines.find((l) => l.kind === 'shippingProtection')!;
      expect(await useCart.getState().updateQuantity(line.id, 3)).toBeNull();
      expect(shop().ops('CartLinesUpdate')).toHaveLength(0);
    });

    it('lets the shopper remove shipping protection and does not add it back to that cart', async () => {
      const id = await stored([[top(), 1], [protection(), 1]]);
      await useCart.getState().init();
      const line = cart()!.lines.find((l) => l.kind === 'shippingProtection')!;
      await useCart.getState().removeLines([line.id]);
      expect(cart()?.lines.map((l) => l.kind)).toEqual(['product']);
      // The choice is kept on the cart, where every tab holding it reads it.
      expect((await facts(id)).attributes).toEqual([{ key: 'Shipping protection', value: 'Declined' }]);
      await add(bottoms());
      expect(sentLines(shop().ops('CartLinesAdd')[0]!)).toEqual([[bottoms().id, 1]]);
    });

    it('does not add shipping protection back in a tab that never saw it removed (the choice is on the cart)', async () => {
      const id = await stored([[top(), 1]]);
      // Another tab declined it: the cart carries the choice.
      await shop().graphql('mutation ($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { userErrors { message } } }', {
        cartId: id,
        attributes: [{ key: 'Shipping protection', value: 'Declined' }],
      });
      sessionStorage.clear();
      await useCart.getState().init();
      await add(bottoms());
      expect(sentLines(shop().ops('CartLinesAdd')[0]!)).toEqual([[bottoms().id, 1]]);
    });

    it('removing a product line alone sends no attribute change', async () => {
      await stored([[top(), 1], [bottoms(), 1], [protection(), 1]]);
      await useCart.getState().init();
      const line = cart()!.lines.find((l) => l.merchandiseId === top().id)!;
      await useCart.getState().removeLines([line.id]);
      expect(shop().ops('CartProtectionDecline')).toHaveLength(0);
      expect(shop().ops('CartLinesRemove')).toHaveLength(1);
    });

    it('empties a cart left with only automatic lines', async () => {
      useCountry.setState({ countryCode: 'AU' });
      await stored([[top(), 1], [auGift(), 1], [protection(), 1]], { countryCode: 'AU' });
      await useCart.getState().init();
      const line = cart()!.lines.find((l) => l.kind === 'product')!;
      await useCart.getState().removeLines([line.id]);
      expect(shop().ops('CartLinesRemove')).toHaveLength(2);
      expect(cart()?.lines).toEqual([]);
    });
  });

  describe('quantities and removal', () => {
    it('shows a new quantity at once and the server answer after', async () => {
      await stored([[top(), 1]]);
      await useCart.getState().init();
      const line = cart()!.lines[0]!;
      const pending = useCart.getState().updateQuantity(line.id, 3);
      expect(cart()?.lines[0]?.quantity).toBe(3);
      expect(Number(cart()?.subtotal.amount)).toBe((top().priceCents * 3) / 100);
      expect(cart()?.totalQuantity).toBe(3);
      await pending;
      expect(cart()?.lines[0]?.quantity).toBe(3);
      expect(useCart.getState().justAdded).toBe(true);
    });

    it('rolls a quantity back when the update fails', async () => {
      await stored([[top(), 1]]);
      await useCart.getState().init();
      server.use(userErrorsFor('CartLinesUpdate', 'cartLinesUpdate'));
      const line = cart()!.lines[0]!;
      const pending = useCart.getState().updateQuantity(line.id, 4);
      expect(cart()?.lines[0]?.quantity).toBe(4);
      expect(await pending).toBeNull();
      expect(cart()?.lines[0]?.quantity).toBe(1);
      expect(Number(cart()?.subtotal.amount)).toBe(top().priceCents / 100);
      expect(useCart.getState().justAdded).toBe(false);
    });

    it('sends rapid clicks in order and ends with the last quantity', async () => {
      await stored([[top(), 1]]);
      await useCart.getState().init();
      const id = cart()!.lines[0]!.id;
      await Promise.all([2, 3, 4].map((q) => useCart.getState().updateQuantity(id, q)));
      expect(cart()?.lines[0]?.quantity).toBe(4);
      const sent = shop()
        .ops('CartLinesUpdate')
        .map((c) => (c.variables.lines as { quantity: number }[])[0]?.quantity);
      expect(sent.at(-1)).toBe(4);
      expect(sent).toEqual([...sent].sort());
    });

    it('removes a line at once and puts it back when removal fails', async () => {
      await stored([[top(), 1], [bottoms(), 1]]);
      await useCart.getState().init();
      const [first, second] = cart()!.lines;
      // Only the first removal fails; the next reaches the shop.
      server.use(storefront.mutation('CartLinesRemove', () => HttpResponse.json({ errors: [{ message: 'Internal Server Error' }] }, { status: 500 }), { once: true }));
      const failing = useCart.getState().removeLines([first!.id]);
      expect(titles()).toEqual([`${bottoms().product.title} × 1`]);
      await failing;
      expect(titles()).toEqual([`${top().product.title} × 1`, `${bottoms().product.title} × 1`]);
      await useCart.getState().removeLines([second!.id]);
      expect(titles()).toEqual([`${top().product.title} × 1`]);
    });
  });

  describe('bulk add', () => {
    it('does nothing for an empty list', async () => {
      await stored([]);
      await useCart.getState().init();
      expect(await useCart.getState().bulkAdd([])).toBeNull();
      expect(shop().ops('CartLinesAdd')).toHaveLength(0);
    });

    it('does nothing when there is no cart', async () => {
      server.use(serverErrorFor('CartCreate'));
      await useCart.getState().init();
      expect(await useCart.getState().bulkAdd([top().id])).toBeNull();
      expect(shop().ops('CartLinesAdd')).toHaveLength(0);
    });

    it('creates the cart for a shopper who has none yet', async () => {
      await useCart.getState().init();
      await useCart.getState().bulkAdd([top().id]);
      expect(shop().ops('CartCreate')).toHaveLength(1);
      expect(titles()).toEqual(expect.arrayContaining([`${top().product.title} × 1`]));
    });

    it('adds each variant with quantity 1 in one call and opens the drawer', async () => {
      await stored([[bottoms(), 1], [protection(), 1]]);
      await useCart.getState().init();
      await useCart.getState().bulkAdd([top().id, glamz().id]);
      expect(sentLines(shop().ops('CartLinesAdd')[0]!).slice(0, 2)).toEqual([
        [top().id, 1],
        [glamz().id, 1],
      ]);
      expect(useCart.getState()).toMatchObject({ justAdded: true, drawerOpen: true });
    });
  });

  describe('buy now', () => {
    it('adds the line, then leaves for the checkout on the checkout host', async () => {
      const id = await stored([]);
      const assign = vi.spyOn(cartNavigation, 'assign').mockImplementation(() => undefined);
      await useCart.getState().buyNow({ merchandiseId: top().id, quantity: 1 });
      // The shop's checkout URL, on the checkout host the site is built with.
      const { data } = await shop().graphql<{ cart: { checkoutUrl: string } }>('query ($id: ID!) { cart(id: $id) { checkoutUrl } }', { id });
      const checkout = new URL(data!.cart.checkoutUrl);
      expect(assign).toHaveBeenCalledWith(`http://${env.checkoutHost}${checkout.pathname}${checkout.search}`);
      expect(cart()?.lines.some((l) => l.merchandiseId === top().id)).toBe(true);
    });

    it('stays on the page when the add fails', async () => {
      await stored([]);
      server.use(userErrorsFor('CartLinesAdd', 'cartLinesAdd'));
      const assign = vi.spyOn(cartNavigation, 'assign').mockImplementation(() => undefined);
      await useCart.getState().buyNow({ merchandiseId: top().id, quantity: 1 });
      expect(assign).not.toHaveBeenCalled();
    });
  });

  describe('buyer identity', () => {
    /** The token a new cart's buyer identity was created with, and the customer the shop attached. */
    async function newCartBuyer(): Promise<{ sent: unknown; customer: { id: string } | null }> {
      await add(top());
      const [create] = shop().ops('CartCreate');
      const { buyerIdentity } = create!.variables.input as { buyerIdentity: Record<string, unknown> };
      return { sent: buyerIdentity.customerAccessToken, customer: (await facts(cart()!.id)).buyerIdentity.customer };
    }
    const storeToken = (value: unknown) => localStorage.setItem(STORAGE_KEYS.accessToken, typeof value === 'string' ? value : JSON.stringify(value));
    const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

    it('creates the cart for the signed-in customer of a valid stored token', async () => {
      const token = await signedIn('valid-token@example.com');
      storeToken({ accessToken: token, expiresAt: inAnHour() });
      const buyer = await newCartBuyer();
      expect(buyer.sent).toBe(token);
      expect(buyer.customer).not.toBeNull();
    });

    it('attaches no one with an expired stored token, even one a refresh token could renew', async () => {
      const token = await signedIn('expired-token@example.com');
      const expired = { accessToken: token, expiresAt: new Date(Date.now() - 60_000).toISOString(), refreshToken: 'refresh-1' };
      storeToken(expired);
      const buyer = await newCartBuyer();
      expect(buyer).toEqual({ sent: undefined, customer: null });
      // The session renews or ends it; the cart only declines to use it.
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.accessToken)!)).toEqual(expired);
    });

    it.each([
      ['not JSON', '{"accessToken": "tok'],
      ['no expiry', { accessToken: 'TOKEN' }],
      ['an expiry that is no date', { accessToken: 'TOKEN', expiresAt: 'soon' }],
      ['an empty token', { accessToken: '', expiresAt: '2999-01-01T00:00:00Z' }],
    ])('attaches no one with a corrupted stored token (%s), and removes it as the session does', async (_, stored) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const token = await signedIn('corrupted-token@example.com');
      storeToken(typeof stored === 'string' ? stored : { ...stored, accessToken: stored.accessToken && token });
      const buyer = await newCartBuyer();
      expect(buyer).toEqual({ sent: undefined, customer: null });
      expect(cart()?.lines.some((l) => l.merchandiseId === top().id)).toBe(true);
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/unreadable stored access token/));
    });

    it('follows a country change with the stored customer token, then reloads the page', async () => {
      const token = await signedIn('follows@example.com');
      localStorage.setItem('bb_customer_access_token', JSON.stringify({ accessToken: token, expiresAt: '2999-01-01T00:00:00Z' }));
      const id = await stored([[top(), 1]]);
      await useCart.getState().init();
      const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
      await useCountry.getState().select('AU');
      expect(shop().ops('CartCountrySwitch')[0]?.variables).toMatchObject({
        cartId: id,
        buyerIdentity: { countryCode: 'AU', customerAccessToken: token },
        country: 'AU',
      });
      expect(cart()?.buyerCountryCode).toBe('AU');
      expect((await facts(id)).buyerIdentity.countryCode).toBe('AU');
      expect(reload).toHaveBeenCalledOnce();
    });

    it('attaches and detaches the customer on sign-in and sign-out', async () => {
      const token = await signedIn('attach@example.com');
      const id = await stored([]);
      await useCart.getState().init();
      await useCart.getState().setBuyerCustomer(token);
      expect((await facts(id)).buyerIdentity.customer).not.toBeNull();
      await useCart.getState().setBuyerCustomer(null);
      expect(shop().ops('CartBuyerIdentityUpdate').map((c) => c.variables.buyerIdentity)).toEqual([
        { countryCode: 'US', customerAccessToken: token },
        { countryCode: 'US', customerAccessToken: null, email: null, phone: null },
      ]);
      expect((await facts(id)).buyerIdentity.customer).toBeNull();
    });

    it('only logs a failed buyer identity update', async () => {
      await stored([[top(), 1]]);
      await useCart.getState().init();
      server.use(serverErrorFor('CartBuyerIdentityUpdate'));
      await expect(useCart.getState().setBuyerCustomer('tok-3')).resolves.toBeUndefined();
      expect(errors).toHaveBeenCalled();
      expect(titles()).toEqual([`${top().product.title} × 1`]);
    });
  });

  describe('country change and the country lines', () => {
    const lineIds = (call: { variables: Record<string, unknown> }) => call.variables.lineIds as string[];
    beforeEach(() => {
      vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    });

    it('GB → JP: the GB line leaves in the same request as the buyer country, the shopper’s lines stay', async () => {
      useCountry.setState({ countryCode: 'GB' });
      const id = await stored([[top(), 2], [gbGift(), 1], [protection(), 1]], { countryCode: 'GB' });
      await useCart.getState().init();
      const gbLine = await lineOf(id, gbGift());
      const before = shop().calls.length;
      await useCountry.getState().select('JP');
      expect(shop().calls.slice(before).map((c) => c.operation)).toEqual(['CartCountrySwitch']);
      const [call] = shop().ops('CartCountrySwitch');
      expect(call?.variables).toMatchObject({ buyerIdentity: { countryCode: 'JP' }, withRemove: true, withAdd: false });
      expect(lineIds(call!)).toEqual([gbLine]);
      expect(titles()).toEqual([`${top().product.title} × 2`, `${protection().product.title} × 1`]);
      expect((await facts(id)).buyerIdentity.countryCode).toBe('JP');
    });

    it.each([
      ['GB', gbGift],
      ['AU', auGift],
    ])('US → %s with items: the country line comes at once, in the same request', async (country, countryGift) => {
      await stored([[top(), 1], [protection(), 1]]);
      await useCart.getState().init();
      await useCountry.getState().select(country);
      expect(shop().ops('CartCountrySwitch')).toHaveLength(1);
      expect(shop().ops('CartCountrySwitch')[0]?.variables).toMatchObject({
        withRemove: false,
        withAdd: true,
        lines: [{ merchandiseId: countryGift().id, quantity: 1 }],
      });
      expect(shop().ops('CartLinesAdd')).toHaveLength(0);
      expect(cart()?.lines.find((l) => l.merchandiseId === countryGift().id)?.kind).toBe('countryGift');
    });

    it('AU → GB swaps the country lines in one request', async () => {
      useCountry.setState({ countryCode: 'AU' });
      await stored([[top(), 1], [auGift(), 1]], { countryCode: 'AU' });
      await useCart.getState().init();
      await useCountry.getState().select('GB');
      expect(shop().ops('CartCountrySwitch')).toHaveLength(1);
      expect(cart()?.lines.map((l) => l.merchandiseId)).toEqual([top().id, gbGift().id]);
    });

    it('an empty cart gets no country line', async () => {
      await stored([]);
      await useCart.getState().init();
      await useCountry.getState().select('GB');
      expect(shop().ops('CartCountrySwitch')[0]?.variables).toMatchObject({ withRemove: false, withAdd: false });
      expect(cart()?.lines).toEqual([]);
    });

    it('a stale country line found at start-up is swapped for the selected country’s', async () => {
      useCountry.setState({ countryCode: 'AU' });
      await stored([[top(), 1], [gbGift(), 1]], { countryCode: 'AU' });
      await useCart.getState().init();
      expect(cart()?.lines.map((l) => l.merchandiseId)).toEqual([top().id, auGift().id]);
      expect(shop().ops('CartLinesRemove')).toHaveLength(1);
    });
  });

  // https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate
  describe('discount codes', () => {
    const sentCodes = () => shop().ops('CartDiscountCodesUpdate').map((c) => c.variables.discountCodes);

    it('adds a code to the ones the cart has and says what it saves', async () => {
      const id = await stored([[fullPrice(), 1]], { discountCodes: ['BLUEBAY15'] });
      await useCart.getState().init();
      const message = await useCart.getState().changeDiscountCode(' welcome10 ');
      expect(sentCodes()).toEqual([['BLUEBAY15', 'welcome10']]);
      // What the shop says the order code takes off, after the product code.
      const shopCart = await facts(id);
      const saved = shopCart.discountAllocations.find((a) => a.code?.toUpperCase() === 'WELCOME10')!;
      expect(Number(saved.discountedAmount.amount)).toBeGreaterThan(0);
      expect(message).toBe(`WELCOME10 applied — you save ${usd(Math.round(Number(saved.discountedAmount.amount) * 100))}.`);
      expect(cart()?.discountCodes).toEqual([
        { code: 'BLUEBAY15', applicable: true },
        { code: 'welcome10', applicable: true },
      ]);
      expect(cart()?.total.amount).toBe(shopCart.cost.totalAmount.amount);
      expect(Number(cart()?.total.amount)).toBeLessThan(fullPrice().priceCents / 100);
    });

    it('says an unknown code is not known and does not keep it', async () => {
      await stored([[fullPrice(), 1]], { discountCodes: ['WELCOME10'] });
      await useCart.getState().init();
      const message = await useCart.getState().changeDiscountCode('SUMMER99');
      expect(message).toBe("SUMMER99 isn’t a discount code we know. Check the spelling and try again.");
      expect(sentCodes()).toEqual([['WELCOME10', 'SUMMER99'], ['WELCOME10']]);
      expect(cart()?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    });

    it('says a code that does not combine with one applied was not applied, and what to do', async () => {
      // The shop keeps the larger saving: the student code stays, the welcome code is not applied.
      await stored([[fullPrice(), 1]], { discountCodes: ['STUDENT30'] });
      await useCart.getState().init();
      const message = await useCart.getState().changeDiscountCode('WELCOME10');
      expect(message).toBe("WELCOME10 can’t be combined with STUDENT30, so it wasn’t applied. To use WELCOME10 instead, remove STUDENT30 first.");
      expect(cart()?.discountCodes.filter((c) => c.applicable).map((c) => c.code)).toEqual(['STUDENT30']);
    });

    it('says which code no longer applies when a larger one that does not combine with it takes its place', async () => {
      const id = await stored([[fullPrice(), 1]], { discountCodes: ['WELCOME10'] });
      await useCart.getState().init();
      const message = await useCart.getState().changeDiscountCode('STUDENT30');
      const saved = (await shop().cart(id))!.lines.nodes[0]!.discountAllocations.reduce((sum, a) => sum + Math.round(Number(a.discountedAmount.amount) * 100), 0);
      expect(saved).toBeGreaterThan(0);
      expect(message).toBe(`STUDENT30 applied — you save ${usd(saved)}. WELCOME10 no longer applies: it can’t be combined with STUDENT30.`);
    });

    it('removes one code and keeps the others', async () => {
      await stored([[fullPrice(), 1]], { discountCodes: ['BLUEBAY15', 'WELCOME10'] });
      await useCart.getState().init();
      expect(await useCart.getState().changeDiscountCode('bluebay15', true)).toBe('BLUEBAY15 removed.');
      expect(sentCodes()).toEqual([['WELCOME10']]);
      expect(cart()?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    });

    it('a discount link keeps its code on an empty bag, to apply once items qualify (issue 31 item 9)', async () => {
      await stored([]);
      await useCart.getState().init();
      const message = await useCart.getState().keepDiscountCode('WELCOME10');
      // Shopify answers applicable: false until an item qualifies.
      expect(message).toBe('WELCOME10 is saved to your cart and applies once your items qualify.');
      expect(sentCodes()).toEqual([['WELCOME10']]);
      expect(cart()?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: false }]);
      await add(fullPrice());
      expect(cart()?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    });

    it('a discount link with a code that is no discount takes it off again and says so', async () => {
      await stored([]);
      await useCart.getState().init();
      expect(await useCart.getState().keepDiscountCode('SUMMER99')).toBe("SUMMER99 isn’t a discount code we know. Check the spelling and try again.");
      expect(sentCodes()).toEqual([['SUMMER99'], []]);
      expect(cart()?.discountCodes).toEqual([]);
    });

    it('offline: says so, and the cart keeps its codes', async () => {
      await stored([[fullPrice(), 1]], { discountCodes: ['WELCOME10'] });
      await useCart.getState().init();
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      server.use(networkErrorFor('CartDiscountCodesUpdate'), networkErrorFor('Cart', 'query'));
      const message = await useCart.getState().changeDiscountCode('BLUEBAY15');
      online.mockRestore();
      expect(message).toMatch(/^You’re offline — BLUEBAY15 was not applied\./);
      expect(cart()?.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    });
  });

  describe('failed changes are told in words', () => {
    it('offline, Add to cart says so and the cart stays as it was', async () => {
      const id = await stored([[top(), 1], [protection(), 1]]);
      await useCart.getState().init();
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      server.use(networkErrorFor('CartLinesAdd'), networkErrorFor('Cart', 'query'));
      expect(await add(bottoms())).toBeNull();
      online.mockRestore();
      expect(useCart.getState().notice).toBe("You’re offline — nothing was added to your cart. Your cart is kept; try again once you’re back online.");
      expect(titles()).toEqual([`${top().product.title} × 1`, `${protection().product.title} × 1`]);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe(id);
    });

    it('online, a failed add says something went wrong', async () => {
      await stored([[top(), 1]]);
      await useCart.getState().init();
      server.use(userErrorsFor('CartLinesAdd', 'cartLinesAdd'));
      expect(await add(bottoms())).toBeNull();
      expect(useCart.getState().notice).toBe('Sorry, something went wrong — nothing was added to your cart. Please try again.');
    });

    it('a failed quantity change rolls back and says so', async () => {
      await stored([[top(), 1]]);
      await useCart.getState().init();
      server.use(userErrorsFor('CartLinesUpdate', 'cartLinesUpdate'));
      await useCart.getState().updateQuantity(cart()!.lines[0]!.id, 5);
      expect(cart()?.lines[0]?.quantity).toBe(1);
      expect(useCart.getState().notice).toBe('Sorry, something went wrong — the quantity was not changed. Please try again.');
    });

    it('a quantity beyond the most one line may hold is capped and the shopper told', async () => {
      // The shop's sizes hold less than 99; its gift cards are never short.
      const giftCard = shop().services.catalogue.products.find((p) => p.isGiftCard)!.variants[0]!;
      expect(giftCard.inventory).toBeGreaterThanOrEqual(99);
      await stored([[giftCard, 1]]);
      await useCart.getState().init();
      await useCart.getState().updateQuantity(cart()!.lines[0]!.id, 150);
      expect((shop().ops('CartLinesUpdate')[0]?.variables.lines as { quantity: number }[])[0]?.quantity).toBe(99);
      expect(cart()?.lines[0]?.quantity).toBe(99);
      expect(useCart.getState().notice).toBe('You can have up to 99 of one item in your cart.');
    });

    it('quantity 99 capped by stock says how many are left', async () => {
      // A listed size of which the shop holds only a few.
      const few = listed().find((v) => v.inventory >= 2 && v.inventory <= 4)!;
      await stored([[few, 1]]);
      await useCart.getState().init();
      await useCart.getState().updateQuantity(cart()!.lines[0]!.id, 99);
      expect(cart()?.lines[0]?.quantity).toBe(few.inventory);
      expect(useCart.getState().notice).toBe(`Only ${few.inventory} left of ${few.product.title} (${few.title}) — your cart now has ${few.inventory}.`);
    });
  });

  describe('events (spec §4, §7)', () => {
    it('dispatches the merchant-session event with the cart and a kept session id whenever the cart changes', async () => {
      const id = await stored([]);
      const heard: { cartId: string; sessionId: string }[] = [];
      const listener = (event: Event) => heard.push((event as CustomEvent).detail);
      window.addEventListener(MERCHANT_SESSION_EVENT, listener);
      await useCart.getState().init();
      await add(top());
      window.removeEventListener(MERCHANT_SESSION_EVENT, listener);
      expect(heard).toHaveLength(2);
      const sessionId = localStorage.getItem('session_id');
      expect(sessionId).toBeTruthy();
      expect(heard).toEqual([
        { cartId: id, sessionId },
        { cartId: id, sessionId },
      ]);
    });

    it('reuses an existing session id', async () => {
      localStorage.setItem('session_id', 'existing-session');
      await stored([]);
      const heard: string[] = [];
      const listener = (event: Event) => heard.push((event as CustomEvent).detail.sessionId);
      window.addEventListener(MERCHANT_SESSION_EVENT, listener);
      await useCart.getState().init();
      window.removeEventListener(MERCHANT_SESSION_EVENT, listener);
      expect(heard).toEqual(['existing-session']);
    });

    it('logs the cart-attributes event', async () => {
      await stored([]);
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      await useCart.getState().init();
      window.dispatchEvent(new CustomEvent(CART_ATTRIBUTES_EVENT, { detail: { gift_note: 'Happy birthday' } }));
      expect(log).toHaveBeenCalledWith('Cart attributes event', { gift_note: 'Happy birthday' });
    });
  });
});

describe('first load (issue 10)', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/storefront/client');
    vi.doUnmock('../../../src/storefront/documents/cart');
    vi.resetModules();
  });

  it('loads the Storefront client and the cart documents with the first cart request (a stored cart, or the first add), not with the store', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.resetModules();
    const evaluated: string[] = [];
    vi.doMock('../../../src/storefront/client', async (importOriginal) => {
      evaluated.push('client');
      return importOriginal();
    });
    vi.doMock('../../../src/storefront/documents/cart', async (importOriginal) => {
      evaluated.push('cart documents');
      return importOriginal();
    });
    const { useCart: firstVisit } = await import('../../../src/features/cart/store');
    expect(evaluated).toEqual([]);

    // A first visit (no stored cart) loads none of it until the shopper uses the cart.
    await firstVisit.getState().init();
    expect(evaluated).toEqual([]);
    expect(shop().calls).toHaveLength(0);
    expect(firstVisit.getState()).toMatchObject({ cart: null, initialised: true });

    vi.resetModules();
    const { useCart: returning } = await import('../../../src/features/cart/store');
    await stored([[top(), 2], [protection(), 1]]);
    await returning.getState().init();
    expect(evaluated).toEqual(expect.arrayContaining(['client', 'cart documents']));
    expect(returning.getState().cart?.lines.map((l) => `${l.productTitle} × ${l.quantity}`)).toEqual([`${top().product.title} × 2`, `${protection().product.title} × 1`]);
  });
});
