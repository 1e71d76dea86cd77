/**
 * The typed doors infer a request's data and variables from the maps codegen generates: a document
 * codegen never saw, a misspelt variable or a missing required one does not compile (`npx tsc`
 * checks these expectations; vitest only runs the module).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { CustomerAccountRequest } from '../../src/accounts/new/graphql';
import { CUSTOMER_ACCOUNT_ORDERS_QUERY } from '../../src/accounts/documents/customerAccount';
import type { CustomerAccountOrdersQuery } from '../../src/accounts/generated/customer-account.generated';
import type { storefrontRequest } from '../../src/storefront/client';
import { CART_QUERY, SHOP_ID_QUERY } from '../../src/storefront/documents';
import type { CartQuery, ShopIdQuery } from '../../src/storefront/generated/storefront.generated';

declare const request: typeof storefrontRequest;
declare const accountRequest: CustomerAccountRequest;

// Never called: the bodies are checked by the compiler only.
function storefrontCalls() {
  expectTypeOf(request(CART_QUERY, { variables: { id: 'gid://shopify/Cart/1', country: 'GB' } })).resolves.toEqualTypeOf<CartQuery>();
  expectTypeOf(request(SHOP_ID_QUERY)).resolves.toEqualTypeOf<ShopIdQuery>();
  // @ts-expect-error a document codegen did not type
  void request('query Shop { shop { name } }');
  // @ts-expect-error the cart's id is required
  void request(CART_QUERY, { variables: { country: 'GB' } });
  // @ts-expect-error no such variable
  void request(CART_QUERY, { variables: { id: 'x', cartId: 'x' } });
  // @ts-expect-error variables are required when the operation declares required ones
  void request(CART_QUERY);
}

function customerAccountCalls() {
  expectTypeOf(accountRequest(CUSTOMER_ACCOUNT_ORDERS_QUERY, 'shcat_x', { first: 10 })).resolves.toEqualTypeOf<CustomerAccountOrdersQuery>();
  // @ts-expect-error `first` is required
  void accountRequest(CUSTOMER_ACCOUNT_ORDERS_QUERY, 'shcat_x', {});
  // @ts-expect-error a document codegen did not type
  void accountRequest('query CustomerAccountId { customer { id } }', 'shcat_x');
}

describe('request types', () => {
  it('are checked by the compiler', () => {
    expectTypeOf(storefrontCalls).toBeFunction();
    expectTypeOf(customerAccountCalls).toBeFunction();
  });
});
