/**
 * "Buy again" reads an order's variants as they are now through the Storefront API's nodes(ids:)
 * (https://shopify.dev/docs/api/storefront/2025-07/queries/nodes): still for sale or not, and the
 * product's handle; a variant the shop no longer has comes back null.
 */
import { ORDER_VARIANTS_QUERY } from '../../src/storefront/documents';
import { pickVariants, testStorefront, type TestStorefront } from './helpers';

let shop: TestStorefront;
beforeAll(async () => {
  shop = await testStorefront();
});
afterAll(() => shop.close());

it('answers each variant’s availability and product handle, and null for an unknown one', async () => {
  const { a, soldOut } = pickVariants(shop.app);
  const data = await shop.gql<{ nodes: Array<{ id: string; availableForSale: boolean; product: { handle: string } } | null> }>(ORDER_VARIANTS_QUERY, {
    ids: [a.id, soldOut.id, 'gid://shopify/ProductVariant/1'],
    country: 'US',
  });
  const products = shop.app.storefront.catalogue.products;
  expect(data.nodes).toEqual([
    { id: a.id, availableForSale: true, product: { handle: products[a.productIndex]?.handle } },
    { id: soldOut.id, availableForSale: false, product: { handle: products[soldOut.productIndex]?.handle } },
    null,
  ]);
});
