/**
 * Documents public clients send to Shopify are served here too. Starters such as Next.js Commerce ask for
 * `variants(first: 250)` of each of 100 products and of each of a cart's 100 lines: a requested cost of
 * about 78,600 by https://shopify.dev/docs/api/usage/limits#cost-calculation, which Shopify answers.
 * The local storefront counts a page size up to what the connection can hold in the shop (a product's
 * variants and images), so these are served, while a document that really asks for a lot is still
 * refused with Shopify's documented MAX_COMPLEXITY_EXCEEDED (https://shopify.dev/docs/api/storefront#rate-limits).
 */
import { MAX_QUERY_COST } from '../../../storefront-local/graphql/queryCost';
import { pickVariants, testStorefront, type TestStorefront } from '../helpers';
import { LISTING_CART, LISTING_CART_CREATE, LISTING_COLLECTION, LISTING_PRODUCT, LISTING_PRODUCTS, LISTING_RECOMMENDATIONS } from './largeListingDocuments';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

type Edges<T> = { edges: Array<{ node: T }> };
type Product = { id: string; handle: string; variants: Edges<{ id: string }>; images: Edges<{ url: string }> };

describe("large listing documents, as headless starters send them", () => {
  it('list products and a collection 100 at a time with every variant and image', async () => {
    const { products } = await sf.gql<{ products: Edges<Product> }>(LISTING_PRODUCTS, { sortKey: 'BEST_SELLING' });
    expect(products.edges).toHaveLength(100);
    expect(products.edges.every(({ node }) => node.variants.edges.length > 0 && node.images.edges.length > 0)).toBe(true);
    const { collection } = await sf.gql<{ collection: { products: Edges<Product> } }>(LISTING_COLLECTION, { handle: 'all', sortKey: 'CREATED', reverse: true });
    expect(collection.products.edges).toHaveLength(100);
  });

  it('read a product and its recommendations', async () => {
    const { products } = await sf.gql<{ products: Edges<Product> }>(LISTING_PRODUCTS, {});
    const first = products.edges[0]!.node;
    const { product } = await sf.gql<{ product: Product }>(LISTING_PRODUCT, { handle: first.handle });
    expect(product.id).toBe(first.id);
    const { productRecommendations } = await sf.gql<{ productRecommendations: Product[] }>(LISTING_RECOMMENDATIONS, { productId: first.id });
    expect(productRecommendations.length).toBeGreaterThan(0);
  });

  it('create and read a cart whose lines carry their whole product', async () => {
    const v = pickVariants(sf.app);
    const { cartCreate } = await sf.gql<{ cartCreate: { cart: { id: string; totalQuantity: number } } }>(LISTING_CART_CREATE, {
      lines: [{ merchandiseId: v.a.id, quantity: 2 }, { merchandiseId: v.b.id, quantity: 1 }],
    });
    expect(cartCreate.cart.totalQuantity).toBe(3);
    const { cart } = await sf.gql<{ cart: { lines: Edges<{ merchandise: { product: Product } }> } }>(LISTING_CART, { cartId: cartCreate.cart.id });
    expect(cart.lines.edges).toHaveLength(2);
    expect(cart.lines.edges[0]!.node.merchandise.product.variants.edges.length).toBeGreaterThan(0);
  });
});

describe('documents that really ask for a lot', () => {
  it('are refused: 30 aliased pages of 250 products with their variants, nothing run', async () => {
    const page = (i: number) => `p${i}: products(first: 250) { nodes { id variants(first: 250) { nodes { id price { amount } } } } }`;
    const result = await sf.request(`{ ${Array.from({ length: 30 }, (_, i) => page(i)).join(' ')} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({ message: 'Complexity exceeded', extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', maxCost: MAX_QUERY_COST } });
    expect(Number(result.errors?.[0]?.extensions?.cost)).toBeGreaterThan(MAX_QUERY_COST);
  });
});
