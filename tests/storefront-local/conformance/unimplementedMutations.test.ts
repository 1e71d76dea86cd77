/**
 * A mutation the local storefront does not implement answers as Shopify's mutations do — its payload,
 * with the problem in its userErrors — never a bare null payload (issue 18 item 5). Shopify documents
 * that mutation problems are reported in the payload's userErrors with a 200 response:
 * https://shopify.dev/docs/api/usage/response-codes ("GraphQL ... errors are returned in the response
 * body") and each payload's userErrors, e.g.
 * https://shopify.dev/docs/api/storefront/latest/mutations/cartBillingAddressUpdate.
 */
import { pickVariants, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const NOT_IMPLEMENTED = /is not implemented by the local storefront/;

describe('unimplemented mutations', () => {
  it('cartBillingAddressUpdate answers a userError and the cart, unchanged', async () => {
    const v = pickVariants(sf.app);
    const { cartCreate } = await sf.gql<{ cartCreate: { cart: { id: string } } }>(
      'mutation ($id: ID!) { cartCreate(input: { lines: [{ merchandiseId: $id, quantity: 1 }] }) { cart { id } } }',
      { id: v.a.id },
    );
    const result = await sf.gql<{ cartBillingAddressUpdate: { cart: { id: string; totalQuantity: number } | null; userErrors: Array<{ code: string; message: string }>; warnings: unknown[] } | null }>(
      'mutation ($id: ID!) { cartBillingAddressUpdate(cartId: $id, billingAddress: { city: "Ottawa" }) { cart { id totalQuantity } userErrors { code field message } warnings { code } } }',
      { id: cartCreate.cart.id },
    );
    const payload = result.cartBillingAddressUpdate;
    expect(payload).not.toBeNull();
    expect(payload!.userErrors).toEqual([expect.objectContaining({ code: 'INVALID', message: expect.stringMatching(NOT_IMPLEMENTED) })]);
    expect(payload!.userErrors[0]!.message).toMatch(/^cartBillingAddressUpdate /);
    expect(payload!.cart).toEqual({ id: cartCreate.cart.id, totalQuantity: 1 });
    expect(payload!.warnings).toEqual([]);
  });

  it('a payload with its own error type (Shop Pay payment requests) and a customer one (multipass) say so too', async () => {
    const data = await sf.gql<{
      shopPayPaymentRequestSessionCreate: { shopPayPaymentRequestSession: unknown; userErrors: Array<{ message: string }> };
      customerAccessTokenCreateWithMultipass: { customerAccessToken: unknown; customerUserErrors: Array<{ message: string }> };
    }>(
      `mutation {
        shopPayPaymentRequestSessionCreate(sourceIdentifier: "x", paymentRequest: { locale: "en", presentmentCurrency: USD, subtotal: { amount: "1.00", currencyCode: USD }, total: { amount: "1.00", currencyCode: USD } }) { shopPayPaymentRequestSession { token } userErrors { code message } }
        customerAccessTokenCreateWithMultipass(multipassToken: "t") { customerAccessToken { accessToken } customerUserErrors { code message } }
      }`,
    );
    expect(data.shopPayPaymentRequestSessionCreate.shopPayPaymentRequestSession).toBeNull();
    expect(data.shopPayPaymentRequestSessionCreate.userErrors[0]!.message).toMatch(NOT_IMPLEMENTED);
    expect(data.customerAccessTokenCreateWithMultipass.customerAccessToken).toBeNull();
    expect(data.customerAccessTokenCreateWithMultipass.customerUserErrors[0]!.message).toMatch(NOT_IMPLEMENTED);
  });
});

describe('2026-04 additions', () => {
  it('cartClone answers its payload with a userError, not null', async () => {
    const response = await sf.app.inject({
      method: 'POST',
      url: '/api/2026-04/graphql.json',
      headers: { 'x-shopify-storefront-access-token': 'local-storefront-token', 'content-type': 'application/json' },
      payload: { query: 'mutation { cartClone(cartId: "gid://shopify/Cart/x?key=y") { userErrors { message } } }' },
    });
    const body = response.json() as { data?: { cartClone: { userErrors: Array<{ message: string }> } | null }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.cartClone!.userErrors[0]!.message).toMatch(NOT_IMPLEMENTED);
  });
});
