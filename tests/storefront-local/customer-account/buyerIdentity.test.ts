/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * Since Storefront API 2025-01, `buyerIdentity.customerAccessToken` takes a Customer Account API access
 * token directly (https://shopify.dev/changelog/deprecation-of-storefrontcustomeraccesstokencreate-mutation,
 * https://shopify.dev/docs/api/storefront/latest/input-objects/CartBuyerIdentityInput): the cart and its
 * checkout then know the customer.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINT, pickVariants, TOKEN } from '../helpers';
import { accountApp, signIn } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await accountApp();
});
afterAll(() => app.close());

const CART = 'cart { id checkoutUrl buyerIdentity { email customer { id email } } }';

async function storefront(query: string, variables: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: ENDPOINT,
    headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
    payload: { query, variables },
  });
  return (response.json() as { data: any }).data;
}

const createCart = (buyerIdentity: Record<string, unknown>) =>
  storefront(`mutation Create($input: CartInput!) { cartCreate(input: $input) { ${CART} userErrors { code field message } } }`, {
    input: { buyerIdentity, lines: [{ merchandiseId: pickVariants(app).a.id, quantity: 1 }] },
  });

describe('carts with a Customer Account access token', () => {
  it('cartCreate knows the customer and e-mail, and the hosted checkout is prefilled with it', async () => {
    const tokens = await signIn(app, 'cart-buyer@example.com');
    const { cartCreate } = await createCart({ countryCode: 'US', customerAccessToken: tokens.access_token });
    expect(cartCreate.userErrors).toEqual([]);
    expect(cartCreate.cart.buyerIdentity.email).toBe('cart-buyer@example.com');
    const checkout = await app.inject({ method: 'GET', url: new URL(cartCreate.cart.checkoutUrl).pathname, headers: { host: 'checkout.localhost:8787' } });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('value="cart-buyer@example.com"');
  });

  it('cartBuyerIdentityUpdate attaches a guest cart to the signed-in customer', async () => {
    const { cartCreate } = await createCart({ countryCode: 'US' });
    expect(cartCreate.cart.buyerIdentity.email).toBeNull();
    const tokens = await signIn(app, 'late-sign-in@example.com');
    const { cartBuyerIdentityUpdate } = await storefront(
      `mutation Identify($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${CART} userErrors { code field message } } }`,
      { cartId: cartCreate.cart.id, buyerIdentity: { customerAccessToken: tokens.access_token } },
    );
    expect(cartBuyerIdentityUpdate.userErrors).toEqual([]);
    expect(cartBuyerIdentityUpdate.cart.buyerIdentity.email).toBe('late-sign-in@example.com');
  });

  it('refuses a revoked Customer Account token like any invalid token', async () => {
    const tokens = await signIn(app, 'revoked-buyer@example.com');
    await app.inject({ method: 'GET', url: `/authentication/logout?${new URLSearchParams({ id_token_hint: tokens.id_token })}` });
    const { cartCreate } = await createCart({ countryCode: 'US', customerAccessToken: tokens.access_token });
    expect(cartCreate.cart).toBeNull();
    expect(cartCreate.userErrors).toEqual([expect.objectContaining({ code: 'INVALID', field: ['input', 'buyerIdentity', 'customerAccessToken'] })]);
  });
});
