/**
 * Query.node and Query.nodes for every Node type the local data has (issue 18 item 6), as documented on
 * https://shopify.dev/docs/api/storefront/latest/queries/node and .../queries/nodes ("Returns a specific
 * node (any object that implements the Node interface) by ID"; unknown ids give null). Ids that carry a
 * secret resolve only with it: a cart's and an order's `?key=`, a customer address's access token.
 */
import type { FastifyInstance } from 'fastify';
import { DEMO_CUSTOMER } from '../../../storefront-local/shops/blue-bay/settings';
import { testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
let token: string;
beforeAll(async () => {
  sf = await testStorefront({ seed: true });
  const { customerAccessTokenCreate } = await sf.gql<{ customerAccessTokenCreate: { customerAccessToken: { accessToken: string } } }>(
    'mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }',
    { input: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } },
  );
  token = customerAccessTokenCreate.customerAccessToken.accessToken;
});
afterAll(() => sf.close());

const NODE = `query ($id: ID!) { node(id: $id) { __typename id
  ... on Order { name }
  ... on Cart { totalQuantity }
  ... on Menu { handle }
  ... on Shop { name }
  ... on MailingAddress { city }
  ... on ProductOption { name optionValues { name } }
  ... on Product { handle }
  ... on ProductVariant { title }
  ... on Collection { handle }
} }`;

const node = async (id: string) => (await sf.gql<{ node: Record<string, unknown> | null }>(NODE, { id })).node;

interface CustomerData {
  customer: {
    orders: { nodes: Array<{ id: string; name: string; shippingAddress: { id: string; city: string } }> };
    addresses: { nodes: Array<{ id: string; city: string }> };
  };
}

async function customerData(): Promise<CustomerData['customer']> {
  const data = await sf.gql<CustomerData>(
    'query ($t: String!) { customer(customerAccessToken: $t) { orders(first: 5) { nodes { id name shippingAddress { id city } } } addresses(first: 5) { nodes { id city } } } }',
    { t: token },
  );
  return data.customer;
}

const firstProduct = (app: FastifyInstance) => app.storefront.catalogue.products.find((p) => !p.hidden)!;

describe('node by id', () => {
  it('resolves an Order by the id the customer order list gives (with ?key=), and not without the key', async () => {
    const order = (await customerData()).orders.nodes[0]!;
    expect(order.id).toMatch(/^gid:\/\/shopify\/Order\/\d+\?key=/);
    expect(await node(order.id)).toEqual({ __typename: 'Order', id: order.id, name: order.name });
    expect(await node(order.id.replace(/\?key=.*/, ''))).toBeNull();
    expect(await node(order.id.replace(/key=.*/, 'key=00000000000000000000000000000000'))).toBeNull();
  });

  it('resolves a MailingAddress: a customer address for its token holder, an order address with its key', async () => {
    const data = await customerData();
    const address = data.addresses.nodes[0]!;
    expect(address.id).toContain('customer_access_token=');
    expect(await node(address.id)).toEqual({ __typename: 'MailingAddress', id: address.id, city: address.city });
    expect(await node(address.id.replace(/&customer_access_token=.*/, ''))).toBeNull();
    const shipping = data.orders.nodes[0]!.shippingAddress;
    expect(await node(shipping.id)).toEqual({ __typename: 'MailingAddress', id: shipping.id, city: shipping.city });
    expect(await node(shipping.id.replace(/&key=.*/, ''))).toBeNull();
  });

  it('resolves a Cart by its id (key included) and not by a wrong key', async () => {
    const variant = firstProduct(sf.app).variants.find((v) => v.inventory > 0)!;
    const { cartCreate } = await sf.gql<{ cartCreate: { cart: { id: string } } }>(
      'mutation ($id: ID!) { cartCreate(input: { lines: [{ merchandiseId: $id, quantity: 2 }] }) { cart { id } } }',
      { id: variant.id },
    );
    expect(await node(cartCreate.cart.id)).toEqual({ __typename: 'Cart', id: cartCreate.cart.id, totalQuantity: 2 });
    expect(await node(cartCreate.cart.id.replace(/key=.*/, 'key=abc'))).toBeNull();
  });

  it('resolves the Shop, a Menu and a ProductOption by the ids their own queries give', async () => {
    const product = firstProduct(sf.app);
    const data = await sf.gql<{ shop: { id: string; name: string }; menu: { id: string }; product: { options: Array<{ id: string; name: string; optionValues: Array<{ name: string }> }> } }>(
      'query ($h: String!) { shop { id name } menu(handle: "main-menu") { id } product(handle: $h) { options { id name optionValues { name } } } }',
      { h: product.handle },
    );
    expect(await node(data.shop.id)).toEqual({ __typename: 'Shop', id: data.shop.id, name: data.shop.name });
    expect(await node(data.menu.id)).toEqual({ __typename: 'Menu', id: data.menu.id, handle: 'main-menu' });
    const option = data.product.options[0]!;
    expect(await node(option.id)).toEqual({ __typename: 'ProductOption', ...option });
  });

  it("resolves the merchant's content (Page, Blog, Article, ShopPolicy) by the ids their queries give", async () => {
    const data = await sf.gql<{ pages: { nodes: Array<{ id: string }> }; blogs: { nodes: Array<{ id: string }> }; articles: { nodes: Array<{ id: string }> }; shop: { privacyPolicy: { id: string } | null } }>(
      '{ pages(first: 1) { nodes { id } } blogs(first: 1) { nodes { id } } articles(first: 1) { nodes { id } } shop { privacyPolicy { id } } }',
    );
    const ids = [data.pages.nodes[0]!.id, data.blogs.nodes[0]!.id, data.articles.nodes[0]!.id, data.shop.privacyPolicy!.id];
    const { nodes } = await sf.gql<{ nodes: Array<{ __typename: string; id: string } | null> }>('query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids });
    expect(nodes.map((n) => n?.__typename)).toEqual(['Page', 'Blog', 'Article', 'ShopPolicy']);
    expect(nodes.map((n) => n?.id)).toEqual(ids);
  });

  it('nodes() answers each id in order, null for unknown ones', async () => {
    const product = firstProduct(sf.app);
    const { nodes } = await sf.gql<{ nodes: Array<{ __typename: string; id: string } | null> }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }',
      { ids: [product.id, 'gid://shopify/Product/1', product.variants[0]!.id, 'gid://shopify/Shop/1', 'not-a-gid'] },
    );
    expect(nodes).toEqual([
      { __typename: 'Product', id: product.id },
      null,
      { __typename: 'ProductVariant', id: product.variants[0]!.id },
      { __typename: 'Shop', id: 'gid://shopify/Shop/1' },
      null,
    ]);
  });
});
