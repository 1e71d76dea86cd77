/**
 * Inputs this shop cannot honour are refused, not silently accepted. A selling plan the variant does
 * not offer answers SELLING_PLAN_NOT_APPLICABLE and a company location the shop does not have
 * INVALID_COMPANY_LOCATION ("Company location not found or not allowed."), both CartErrorCodes of
 * https://shopify.dev/docs/api/storefront/latest/enums/CartErrorCode; the cart is left as it was.
 */
import { CART_CREATE_MUTATION, CART_LINES_ADD_MUTATION, CART_QUERY } from '../../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

type Payload = { cart: { id: string; totalQuantity: number } | null; userErrors: Array<{ code: string; field: string[]; message: string }> };

const PLAN = 'gid://shopify/SellingPlan/123456';

describe('selling plans', () => {
  it('refuses a line with a selling plan on create, add and update, changing nothing', async () => {
    const created = await sf.request<{ cartCreate: Payload }>(CART_CREATE_MUTATION, { input: { lines: [{ merchandiseId: v.a.id, quantity: 1, sellingPlanId: PLAN }] } });
    expect(created.data?.cartCreate.userErrors).toEqual([
      expect.objectContaining({ code: 'SELLING_PLAN_NOT_APPLICABLE', field: ['input', 'lines', '0', 'sellingPlanId'] }),
    ]);

    const { cartCreate } = await sf.gql<{ cartCreate: Payload }>(CART_CREATE_MUTATION, { input: { lines: [{ merchandiseId: v.a.id, quantity: 1 }] } });
    const cartId = cartCreate.cart!.id;
    const added = await sf.gql<{ cartLinesAdd: Payload }>(CART_LINES_ADD_MUTATION, { cartId, lines: [{ merchandiseId: v.b.id, quantity: 2, sellingPlanId: PLAN }] });
    expect(added.cartLinesAdd.userErrors.map((e) => e.code)).toEqual(['SELLING_PLAN_NOT_APPLICABLE']);

    const { cart } = await sf.gql<{ cart: { lines: { nodes: Array<{ id: string }> } } }>(
      'query Lines($id: ID!) { cart(id: $id) { lines(first: 5) { nodes { id } } } }',
      { id: cartId },
    );
    const updated = await sf.gql<{ cartLinesUpdate: Payload }>(
      'mutation Update($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { id totalQuantity } userErrors { code field message } } }',
      { cartId, lines: [{ id: cart.lines.nodes[0]!.id, quantity: 3, sellingPlanId: PLAN }] },
    );
    expect(updated.cartLinesUpdate.userErrors.map((e) => e.code)).toEqual(['SELLING_PLAN_NOT_APPLICABLE']);
    const after = await sf.gql<{ cart: { totalQuantity: number } }>(CART_QUERY, { id: cartId });
    expect(after.cart.totalQuantity).toBe(1);
  });
});

describe('company locations', () => {
  it('refuses a buyer identity naming a company location, on create and on update', async () => {
    const companyLocationId = 'gid://shopify/CompanyLocation/42';
    const created = await sf.request<{ cartCreate: Payload }>(CART_CREATE_MUTATION, { input: { buyerIdentity: { countryCode: 'US', companyLocationId } } });
    expect(created.data?.cartCreate.userErrors).toEqual([
      { code: 'INVALID_COMPANY_LOCATION', field: ['input', 'buyerIdentity', 'companyLocationId'], message: 'Company location not found or not allowed.' },
    ]);
    const { cartCreate } = await sf.gql<{ cartCreate: Payload }>(CART_CREATE_MUTATION, { input: { buyerIdentity: { countryCode: 'US' } } });
    const updated = await sf.gql<{ cartBuyerIdentityUpdate: Payload }>(
      'mutation Buyer($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { cart { id } userErrors { code field message } } }',
      { cartId: cartCreate.cart!.id, buyerIdentity: { companyLocationId } },
    );
    expect(updated.cartBuyerIdentityUpdate.userErrors.map((e) => [e.code, e.field])).toEqual([['INVALID_COMPANY_LOCATION', ['buyerIdentity', 'companyLocationId']]]);
  });
});
