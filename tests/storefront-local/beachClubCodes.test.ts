/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * The Beach Club's reward codes are one use per member and refused for guests, answered as Shopify
 * answers a code the cart cannot use: `applicable: false` and a warning naming why
 * (https://shopify.dev/docs/api/storefront/latest/enums/CartWarningCode: DISCOUNT_ELIGIBLE_CUSTOMER_MISSING,
 * DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED; https://shopify.dev/changelog/add-warnings-for-discount-codes).
 * Also what each order earns (`beach_club.bb_bucks`) and the club's rules (`beach_club.rules`), read
 * as metafields (https://shopify.dev/docs/api/storefront/latest/objects/Metafield).
 */
import { BEACH_CLUB_MEMBER_QUERY, BEACH_CLUB_RULES_QUERY, CART_CREATE_MUTATION } from '../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const HOST = 'checkout.localhost:8787';
const CODES = `mutation ($id: ID!, $codes: [String!]!) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { cart { discountCodes { code applicable } cost { totalAmount { amount } } } warnings { code message target } } }`;
const ORDERS = `query ($token: String!) { customer(customerAccessToken: $token) { orders(first: 10) { nodes { name subtotalPrice { amount currencyCode } bbBucks: metafield(namespace: "beach_club", key: "bb_bucks") { type value } } } } }`;

async function member(email: string): Promise<string> {
  await sf.gql(`mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`, { input: { email, password: 'beach-pass1', firstName: 'Sol', lastName: 'Mar' } });
  const { customerAccessTokenCreate } = await sf.gql<any>(
    `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email, password: 'beach-pass1' } },
  );
  return customerAccessTokenCreate.customerAccessToken.accessToken as string;
}

async function cart(buyerIdentity: Record<string, unknown>, codes: string[], country = 'US') {
  const { cartCreate } = await sf.gql<any>(CART_CREATE_MUTATION, { input: { buyerIdentity: { countryCode: country, ...buyerIdentity }, lines: [{ merchandiseId: v.a.id, quantity: 1 }] } });
  const { cartDiscountCodesUpdate } = await sf.gql<any>(CODES, { id: cartCreate.cart.id, codes });
  return { id: cartCreate.cart.id as string, checkoutUrl: cartCreate.cart.checkoutUrl as string, ...cartDiscountCodesUpdate };
}

async function pay(checkoutUrl: string, email: string) {
  const response = await sf.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      email, firstName: 'Sol', lastName: 'Mar', address1: '1 Ocean Drive', address2: '', city: 'Miami Beach', province: 'FL', zip: '33139', country: 'US', phone: '',
      cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123', cardName: 'Sol Mar',
    }).toString(),
  });
  expect(response.statusCode).toBe(303);
}

describe('Beach Club reward codes', () => {
  it('a guest cart keeps the code but it does not apply, with a warning that a signed-in member is needed', async () => {
    const guest = await cart({}, ['BBCLUB10']);
    expect(guest.cart.discountCodes).toEqual([{ code: 'BBCLUB10', applicable: false }]);
    expect(guest.warnings).toEqual([{ code: 'DISCOUNT_ELIGIBLE_CUSTOMER_MISSING', message: 'Discount code BBCLUB10 is for signed-in customers only', target: 'BBCLUB10' }]);
  });

  it('applies once for a member; after an order with it, the member’s next cart is refused with the usage-limit warning', async () => {
    const email = `club-once-${Math.random().toString(36).slice(2)}@example.com`;
    const token = await member(email);
    const first = await cart({ customerAccessToken: token }, ['bbclub10']);
    expect(first.cart.discountCodes).toEqual([{ code: 'bbclub10', applicable: true }]);
    expect(first.warnings).toEqual([]);
    // Another member's use does not count against this one.
    const other = await cart({ customerAccessToken: await member(`club-other-${Math.random().toString(36).slice(2)}@example.com`) }, ['BBCLUB10']);
    await pay(other.checkoutUrl, 'other@example.com');

    // A second cart opened before the first order: it still applies there until the order is placed.
    const opened = await cart({ customerAccessToken: token }, ['BBCLUB10']);
    expect(opened.cart.discountCodes).toEqual([{ code: 'BBCLUB10', applicable: true }]);
    await pay(first.checkoutUrl, email);

    const again = await cart({ customerAccessToken: token }, ['BBCLUB10']);
    expect(again.cart.discountCodes).toEqual([{ code: 'BBCLUB10', applicable: false }]);
    expect(again.warnings.map((w: any) => w.code)).toEqual(['DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED']);
    // The other reward code is still there to use.
    expect((await cart({ customerAccessToken: token }, ['BBCLUB20'])).cart.discountCodes).toEqual([{ code: 'BBCLUB20', applicable: true }]);

    // The cart opened earlier is charged without the code: placing its order reads the used codes again.
    await pay(opened.checkoutUrl, email);
    const { customer } = await sf.gql<any>(ORDERS, { token });
    const totals = customer.orders.nodes.map((o: any) => o.name);
    expect(totals).toHaveLength(2);
    const order = await sf.app.storefront.orders.forCustomer((await sf.app.storefront.customers.byEmail(email))!.id);
    expect(order.map((o) => o.data.discountCodes)).toEqual([['BBCLUB10'], []]);
  });

  it('each order carries what it earned: 10 BB bucks per whole dollar of its items after discounts', async () => {
    const email = `club-earn-${Math.random().toString(36).slice(2)}@example.com`;
    const token = await member(email);
    const placed = await cart({ customerAccessToken: token }, []);
    await pay(placed.checkoutUrl, email);
    const { customer } = await sf.gql<any>(ORDERS, { token });
    const [order] = customer.orders.nodes;
    expect(order.bbBucks.type).toBe('number_integer');
    expect(Number(order.bbBucks.value)).toBe(Math.floor(v.a.priceCents / 100) * 10);
  });

  it('the shop’s rules metafield lists the rewards with their codes and costs', async () => {
    const { shop } = await sf.gql<any>(`{ shop { metafield(namespace: "beach_club", key: "rules") { type value } } }`);
    expect(shop.metafield.type).toBe('json');
    const rules = JSON.parse(shop.metafield.value);
    expect(rules.rewards).toEqual([
      { code: 'BBCLUB10', cost: 500, percentOff: 10 },
      { code: 'BBCLUB20', cost: 1000, percentOff: 20 },
    ]);
    expect(rules.bucksPerUsd).toBe(10);
  });
});

describe("the site's Beach Club documents", () => {
  it('BEACH_CLUB_RULES_QUERY reads the rules the public page states, and BEACH_CLUB_MEMBER_QUERY a new member with no history', async () => {
    const { shop } = await sf.gql<any>(BEACH_CLUB_RULES_QUERY);
    const rules = JSON.parse(shop.clubRules.value);
    expect(rules).toBeTruthy();
    expect(JSON.stringify(rules)).toMatch(/1500|1,500/);
    const token = await member(`club-docs-${Date.now()}@example.com`);
    const { customer } = await sf.gql<any>(BEACH_CLUB_MEMBER_QUERY, { customerAccessToken: token, first: 50 });
    expect(Date.parse(customer.createdAt)).not.toBeNaN();
    expect(customer.orders.nodes).toEqual([]);
  });
});
