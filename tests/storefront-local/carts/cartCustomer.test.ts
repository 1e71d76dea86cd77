/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * What a cart id tells about the customer behind it, and what a sign-out leaves on the cart.
 * CartBuyerIdentity.customer (https://shopify.dev/docs/api/storefront/latest/objects/CartBuyerIdentity#field-customer)
 * is "the customer account associated with the cart": the cart fragments Shopify ships read its id,
 * e-mail and names; the account's addresses and orders are read with the customer's own token
 * (https://shopify.dev/docs/api/storefront/latest/queries/customer), never with a cart id.
 */
import {
  CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION,
  CUSTOMER_ADDRESS_CREATE_MUTATION,
  CUSTOMER_CREATE_MUTATION,
} from '../../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

let counter = 0;
async function signedIn(phone: string | null = null) {
  const email = `cart-customer${(counter += 1)}@example.com`;
  await sf.gql(CUSTOMER_CREATE_MUTATION, { input: { email, password: 'sunny-days-1', firstName: 'Coral', lastName: 'Reef', ...(phone ? { phone } : {}) } });
  const { customerAccessTokenCreate } = await sf.gql<any>(CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION, { input: { email, password: 'sunny-days-1' } });
  const token = customerAccessTokenCreate.customerAccessToken.accessToken as string;
  const address = { address1: '1 Private Lane', city: 'Springfield', zip: '62701', country: 'US', province: 'Illinois', lastName: 'Reef' };
  const created = await sf.gql<any>(CUSTOMER_ADDRESS_CREATE_MUTATION, { customerAccessToken: token, address });
  expect(created.customerAddressCreate.customerUserErrors).toEqual([]);
  return { email, token };
}

async function cartFor(token: string) {
  const { cartCreate } = await sf.gql<any>(
    `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { message } } }`,
    { input: { buyerIdentity: { countryCode: 'US', customerAccessToken: token }, lines: [{ merchandiseId: pickVariants(sf.app).a.id, quantity: 1 }] } },
  );
  expect(cartCreate.userErrors).toEqual([]);
  return cartCreate.cart.id as string;
}

describe('a cart id and its customer', () => {
  it('answers who the customer is: id, e-mail and names, as the cart fragments read them', async () => {
    const { email, token } = await signedIn();
    const id = await cartFor(token);
    const { cart } = await sf.gql<any>(`query($id: ID!) { cart(id: $id) { buyerIdentity { email customer { id email firstName lastName displayName } } } }`, { id });
    expect(cart.buyerIdentity.customer).toMatchObject({ email, firstName: 'Coral', lastName: 'Reef', displayName: 'Coral Reef' });
  });

  it.each([
    ['addresses', 'addresses(first: 5) { nodes { address1 } }'],
    ['defaultAddress', 'defaultAddress { address1 }'],
    ['orders', 'orders(first: 5) { nodes { statusUrl } }'],
  ])('refuses the customer’s %s with ACCESS_DENIED and reveals none of it', async (field, selection) => {
    const { token } = await signedIn();
    const id = await cartFor(token);
    const result = await sf.request<any>(`query($id: ID!) { cart(id: $id) { id buyerIdentity { customer { email ${selection} } } } }`, { id });
    expect(JSON.stringify(result.data)).not.toContain('Private Lane');
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'ACCESS_DENIED' } });
    expect(result.errors?.[0]?.message).toContain(field);
    // The cart itself is still answered.
    expect(result.data?.cart?.id).toBe(id);
  });

  it('still answers the addresses to the customer’s own token', async () => {
    const { token } = await signedIn();
    const { customer } = await sf.gql<any>(`query($t: String!) { customer(customerAccessToken: $t) { addresses(first: 5) { nodes { address1 } } } }`, { t: token });
    expect(customer.addresses.nodes).toEqual([{ address1: '1 Private Lane' }]);
  });
});

describe('signing out of a cart (customerAccessToken: null)', () => {
  const update = (cartId: string, buyerIdentity: Record<string, unknown>) =>
    sf
      .gql<any>(
        `mutation($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
          cart { checkoutUrl buyerIdentity { email phone customer { email } } } userErrors { message } } }`,
        { cartId, buyerIdentity },
      )
      .then((d) => d.cartBuyerIdentityUpdate);

  it('takes the e-mail and phone the cart got from the customer away with the customer', async () => {
    const { email, token } = await signedIn('+14155550123');
    const id = await cartFor(token);
    const { cart } = await sf.gql<any>(`query($id: ID!) { cart(id: $id) { buyerIdentity { email phone } } }`, { id });
    expect(cart.buyerIdentity).toEqual({ email, phone: '+14155550123' });
    const out = await update(id, { countryCode: 'US', customerAccessToken: null });
    expect(out.userErrors).toEqual([]);
    expect(out.cart.buyerIdentity).toMatchObject({ email: null, phone: null, customer: null });
  });

  it('keeps contact given in the same input', async () => {
    const { token } = await signedIn();
    const id = await cartFor(token);
    const out = await update(id, { customerAccessToken: null, email: 'guest@example.com' });
    expect(out.cart.buyerIdentity).toMatchObject({ email: 'guest@example.com', customer: null });
  });

  it('leaves the hosted checkout without the customer’s contact', async () => {
    const { email, token } = await signedIn();
    const id = await cartFor(token);
    const out = await update(id, { countryCode: 'US', customerAccessToken: null, email: null, phone: null });
    const page = await sf.app.inject({ method: 'GET', url: new URL(out.cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(email);
    expect(page.body).not.toContain('Private Lane');
  });
});
