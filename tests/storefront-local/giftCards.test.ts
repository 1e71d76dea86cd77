/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * Gift cards on the cart and at the hosted checkout, as Shopify documents them:
 * - cartGiftCardCodesUpdate sets the codes, case-insensitively (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesUpdate);
 *   cartGiftCardCodesAdd (2025-10+) adds to them (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesAdd);
 *   cartGiftCardCodesRemove takes them off by AppliedGiftCard id (https://shopify.dev/docs/api/storefront/latest/mutations/cartGiftCardCodesRemove).
 * - An invalid code is "silently rejected (no error surfaced)", a repeated one applied once
 *   (https://github.com/Shopify/hydrogen/pull/3401, Shopify's tested API behaviour).
 * - AppliedGiftCard: amountUsed "the amount that was taken from the gift card by applying it", balance
 *   "the amount left on the gift card", presentmentAmountUsed "the amount that was applied to the
 *   checkout in its currency", lastCharacters "the last characters of the gift card"
 *   (https://shopify.dev/docs/api/storefront/latest/objects/AppliedGiftCard).
 * - Balances pay the order's total, shipping included; the rest is paid by another method; a card that
 *   covers the order needs none; a gift card cannot buy a gift card
 *   (https://help.shopify.com/en/manual/products/gift-card-products/redeem-gift-card).
 */
import { SEEDED_GIFT_CARDS } from '../../storefront-local/shops/blue-bay/giftCards';
import { CART_GIFT_CARD_CODES_REMOVE_MUTATION, CART_GIFT_CARD_CODES_UPDATE_MUTATION } from '../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const [FULL, HALF, USED, EXPIRED] = SEEDED_GIFT_CARDS.map((c) => c.code) as [string, string, string, string];

const CART = `
  id
  checkoutUrl
  cost { totalAmount { amount currencyCode } subtotalAmount { amount currencyCode } }
  appliedGiftCards { id lastCharacters amountUsed { amount currencyCode } balance { amount currencyCode } presentmentAmountUsed { amount currencyCode } }
`;
const CREATE = `mutation($input: CartInput!, $country: CountryCode) @inContext(country: $country) { cartCreate(input: $input) { cart { ${CART} } userErrors { code field message } } }`;
const ADD = `mutation($cartId: ID!, $codes: [String!]!) { cartGiftCardCodesAdd(cartId: $cartId, giftCardCodes: $codes) { cart { ${CART} } userErrors { code field message } } }`;

async function newCart(quantity = 1, country = 'US', giftCardCodes: string[] = []) {
  const { cartCreate } = await sf.gql<{ cartCreate: any }>(CREATE, {
    input: { buyerIdentity: { countryCode: country }, lines: [{ merchandiseId: v.a.id, quantity }], giftCardCodes },
    country,
  });
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart;
}
const update = async (cartId: string, codes: string[]) => (await sf.gql<{ cartGiftCardCodesUpdate: any }>(CART_GIFT_CARD_CODES_UPDATE_MUTATION, { cartId, giftCardCodes: codes }))
    .cartGiftCardCodesUpdate;
const num = (amount: string) => Number(amount);

async function issue(initialValue: string, code?: string) {
  const response = await sf.app.inject({ method: 'POST', url: '/__admin/gift-cards', payload: { initialValue, ...(code ? { code } : {}) } });
  expect(response.statusCode).toBe(201);
  return (response.json() as { giftCard: { code: string } }).giftCard.code;
}

describe('applying gift cards to a cart', () => {
  it('applies a card case-insensitively, takes up to its balance and leaves the cart total as it is', async () => {
    const cart = await newCart(1);
    const total = num(cart.cost.totalAmount.amount);
    const { cart: after, userErrors } = await update(cart.id, [FULL.toLowerCase()]);
    expect(userErrors).toEqual([]);
    expect(after.appliedGiftCards).toHaveLength(1);
    const [card] = after.appliedGiftCards;
    expect(card.id).toMatch(/^gid:\/\/shopify\/AppliedGiftCard\/\d+$/);
    expect(card.lastCharacters).toBe(FULL.slice(-4));
    expect(num(card.amountUsed.amount)).toBe(Math.min(total, 100));
    expect(card.balance).toEqual({ amount: '100.0', currencyCode: 'USD' });
    expect(card.presentmentAmountUsed).toEqual(card.amountUsed);
    // A gift card is a payment towards the total, not a discount: the cart's cost does not change.
    expect(after.cost.totalAmount).toEqual(cart.cost.totalAmount);
  });

  it('lets a part-used card pay only what is left on it', async () => {
    const cart = await newCart(4);
    expect(num(cart.cost.totalAmount.amount)).toBeGreaterThan(25);
    const { cart: after } = await update(cart.id, [HALF]);
    expect(after.appliedGiftCards[0].amountUsed).toEqual({ amount: '25.0', currencyCode: 'USD' });
    expect(after.appliedGiftCards[0].balance).toEqual({ amount: '25.0', currencyCode: 'USD' });
  });

  it('silently leaves out unknown, used-up, expired and space-padded codes, and applies a repeated code once', async () => {
    const cart = await newCart(1);
    const result = await update(cart.id, ['NOT-A-CARD', USED, EXPIRED, ` ${FULL} `, FULL, FULL.toLowerCase()]);
    expect(result.userErrors).toEqual([]);
    expect(result.cart.appliedGiftCards.map((c: any) => c.lastCharacters)).toEqual([FULL.slice(-4)]);
    const none = await update(cart.id, [USED]);
    expect(none.userErrors).toEqual([]);
    expect(none.cart.appliedGiftCards).toEqual([]);
  });

  it('replaces the codes on update, takes one off by id on remove, and pays in card order', async () => {
    const cart = await newCart(6);
    const total = num(cart.cost.totalAmount.amount);
    const both = await update(cart.id, [HALF, FULL]);
    const [half, full] = both.cart.appliedGiftCards;
    expect(num(half.amountUsed.amount)).toBe(25);
    expect(num(full.amountUsed.amount)).toBeCloseTo(Math.min(100, total - 25), 2);
    const { cartGiftCardCodesRemove } = await sf.gql<{ cartGiftCardCodesRemove: any }>(CART_GIFT_CARD_CODES_REMOVE_MUTATION, {
      cartId: cart.id,
      appliedGiftCardIds: [half.id],
    });
    expect(cartGiftCardCodesRemove.userErrors).toEqual([]);
    expect(cartGiftCardCodesRemove.cart.appliedGiftCards.map((c: any) => c.lastCharacters)).toEqual([FULL.slice(-4)]);
    const replaced = await update(cart.id, [HALF]);
    expect(replaced.cart.appliedGiftCards.map((c: any) => c.lastCharacters)).toEqual([HALF.slice(-4)]);
    const cleared = await update(cart.id, []);
    expect(cleared.cart.appliedGiftCards).toEqual([]);
  });

  it('shows the amount used in the cart currency as presentmentAmountUsed and in USD as amountUsed', async () => {
    const cart = await newCart(1, 'DE', [FULL]);
    const [card] = cart.appliedGiftCards;
    expect(card.presentmentAmountUsed.currencyCode).toBe('EUR');
    expect(card.presentmentAmountUsed.amount).toBe(cart.cost.totalAmount.amount);
    expect(card.amountUsed.currencyCode).toBe('USD');
    expect(num(card.amountUsed.amount)).toBeGreaterThan(num(card.presentmentAmountUsed.amount));
  });

  it('offers cartGiftCardCodesAdd in 2026-04, adding to the codes already there, and not in 2025-07', async () => {
    const cart = await newCart(6, 'US', [HALF]);
    const old = await sf.request(ADD, { cartId: cart.id, codes: [FULL] });
    expect(old.errors?.[0]?.message).toMatch(/cartGiftCardCodesAdd/);
    const response = await sf.app.inject({
      method: 'POST',
      url: '/api/2026-04/graphql.json',
      headers: { 'x-shopify-storefront-access-token': 'local-storefront-token', 'content-type': 'application/json' },
      payload: { query: ADD, variables: { cartId: cart.id, codes: [FULL.toLowerCase()] } },
    });
    const added = (response.json() as any).data.cartGiftCardCodesAdd;
    expect(added.userErrors).toEqual([]);
    expect(added.cart.appliedGiftCards.map((c: any) => c.lastCharacters)).toEqual([HALF.slice(-4), FULL.slice(-4)]);
  });
});

describe('paying with gift cards at the hosted checkout', () => {
  const HOST = 'checkout.localhost:8787';
  const FORM = {
    email: 'gift@example.com', firstName: 'Coral', lastName: 'Reef', address1: '1 Ocean Drive', address2: '', city: 'Miami Beach',
    province: 'FL', zip: '33139', country: 'US', phone: '', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123', cardName: 'Coral Reef',
  };
  const page = async (checkoutUrl: string) =>
    (await sf.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname, headers: { host: HOST } })).body;
  const pay = (checkoutUrl: string, form: Record<string, string>) =>
    sf.app.inject({
      method: 'POST',
      url: new URL(checkoutUrl).pathname,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  const money = (body: string, label: string) => Number(new RegExp(`${label}</span><span>(?:USD )?\\$([\\d,.]+)`).exec(body)?.[1]?.replace(/,/g, ''));

  it('pays with the card first and the test card for the rest, and the card keeps what is left', async () => {
    const code = await issue('20.00');
    const cart = await newCart(3, 'US', [code]);
    const body = await page(cart.checkoutUrl);
    const total = money(body, 'Total');
    expect(body).toContain(`Gift card •••• ${code.slice(-4)}`);
    expect(body).toMatch(new RegExp(`Gift card •••• ${code.slice(-4)}</span><span>−\\$20\\.00`));
    expect(money(body, 'Left to pay')).toBeCloseTo(total - 20, 2);
    expect(body).toContain(`Pay now $${(total - 20).toFixed(2)}`);

    const withoutCard = await pay(cart.checkoutUrl, { ...FORM, cardNumber: '' });
    expect(withoutCard.statusCode).toBe(422);
    const paid = await pay(cart.checkoutUrl, FORM);
    expect(paid.statusCode).toBe(303);
    const thanks = (await sf.app.inject({ method: 'GET', url: paid.headers.location as string, headers: { host: HOST } })).body;
    expect(thanks).toMatch(new RegExp(`Gift card •••• ${code.slice(-4)}</span><span>−\\$20\\.00`));
    expect(money(thanks, 'Paid by card')).toBeCloseTo(total - 20, 2);

    // The card is used up now: a new cart cannot apply it.
    const again = await newCart(1, 'US', [code]);
    expect(again.appliedGiftCards).toEqual([]);
  });

  it('needs no card payment when the gift card covers the order, and takes only the order total off it', async () => {
    const code = await issue('500.00');
    const cart = await newCart(1, 'US', [code]);
    const body = await page(cart.checkoutUrl);
    const total = money(body, 'Total');
    expect(body).toContain('Your gift card covers the whole order');
    expect(body).toContain('Complete order');
    expect(body).not.toContain('id="cardNumber"');
    const paid = await pay(cart.checkoutUrl, { ...FORM, cardNumber: '', cardExpiry: '', cardCvc: '' });
    expect(paid.statusCode).toBe(303);
    const next = await newCart(1, 'US', [code]);
    expect(num(next.appliedGiftCards[0].balance.amount)).toBeCloseTo(500 - total, 2);
    const emails = (await sf.app.inject({ method: 'GET', url: `/__outbox.json?to=${encodeURIComponent(FORM.email)}` })).json() as any;
    expect(JSON.stringify(emails.emails[0])).toContain(`Gift card •••• ${code.slice(-4)}`);
  });

  it('does not let a gift card pay for a gift card product', async () => {
    const { catalogue } = sf.app.storefront;
    const giftCardProduct = catalogue.products.find((p) => p.isGiftCard && !p.hidden)!;
    const { cartCreate } = await sf.gql<{ cartCreate: any }>(CREATE, {
      input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: giftCardProduct.variants[0]!.id, quantity: 1 }], giftCardCodes: [FULL] },
      country: 'US',
    });
    expect(cartCreate.cart.appliedGiftCards[0].amountUsed).toEqual({ amount: '0.0', currencyCode: 'USD' });
  });
});

describe('the local admin issues gift cards', () => {
  it('issues a card with a given or generated code and refuses bad input with a 400', async () => {
    const code = await issue('12.50', 'SUMMERGIFT2026');
    expect(code).toBe('SUMMERGIFT2026');
    expect((await issue('5')).length).toBe(16);
    for (const payload of [{ initialValue: '-1' }, { initialValue: '1.234' }, { initialValue: '10', code: 'no' }, { initialValue: '10', code: 'SUMMERGIFT2026' }]) {
      const response = await sf.app.inject({ method: 'POST', url: '/__admin/gift-cards', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((response.json() as any).errors[0].message).toBeTruthy();
    }
  });
});
