/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * Cart metafields as the Storefront API documents them:
 * - https://shopify.dev/docs/api/storefront/latest/mutations/cartMetafieldsSet ("Sets cart metafield values …
 *   creating new metafields or updating existing ones. Accepts up to 25 metafields per request.")
 * - https://shopify.dev/docs/api/storefront/latest/input-objects/CartMetafieldsSetInput (key: "a composite key
 *   (namespace.key) or a simple key that relies on the default app-reserved namespace"; type "must be a supported type")
 * - https://shopify.dev/docs/api/storefront/latest/mutations/cartMetafieldDelete (deletedId, MetafieldDeleteErrorCode)
 * - https://shopify.dev/docs/api/storefront/latest/objects/Cart#field-Cart.fields.metafield and .metafields(identifiers:)
 * - https://shopify.dev/docs/api/storefront/latest/input-objects/CartInput#fields-metafields (cartCreate)
 * - https://shopify.dev/docs/api/storefront/latest/enums/MetafieldsSetUserErrorCode
 * - https://shopify.dev/docs/apps/build/metafields/metafield-limits (a value's size)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_NAMESPACE } from '../../../storefront-local/carts/cartMetafields';
import { pickVariants, testStorefront, TOKEN, type TestStorefront } from '../helpers';

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const SET = `mutation Set($metafields: [CartMetafieldsSetInput!]!) {
  cartMetafieldsSet(metafields: $metafields) {
    metafields { id namespace key type value createdAt updatedAt parentResource { __typename ... on Cart { id } } }
    userErrors { code elementIndex field message }
  }
}`;
const DELETE = `mutation Delete($input: CartMetafieldDeleteInput!) {
  cartMetafieldDelete(input: $input) { deletedId userErrors { code field message } }
}`;
const READ = `query Read($id: ID!, $identifiers: [HasMetafieldsIdentifier!]!) {
  cart(id: $id) { id totalQuantity metafields(identifiers: $identifiers) { id namespace key type value } }
}`;

async function newCart(store: TestStorefront = sf): Promise<string> {
  const { cartCreate } = await store.gql('mutation ($id: ID!) { cartCreate(input: { lines: [{ merchandiseId: $id, quantity: 1 }] }) { cart { id } } }', { id: v.a.id });
  return cartCreate.cart.id;
}

const read = async (id: string, identifiers: Array<{ namespace?: string; key: string }>, store: TestStorefront = sf) =>
  (await store.gql(READ, { id, identifiers })).cart;

describe('cartMetafieldsSet', () => {
  it('sets metafields by namespace.key or by a bare key in the app namespace, and the cart reads them back', async () => {
    const cartId = await newCart();
    const { cartMetafieldsSet } = await sf.gql(SET, {
      metafields: [
        { ownerId: cartId, key: 'custom.gift_message', type: 'multi_line_text_field', value: 'Happy birthday!\nLove, Sam' },
        { ownerId: cartId, key: 'wrap', type: 'boolean', value: 'true' },
      ],
    });
    expect(cartMetafieldsSet.userErrors).toEqual([]);
    expect(cartMetafieldsSet.metafields.map((m: any) => [m.namespace, m.key, m.type, m.value])).toEqual([
      ['custom', 'gift_message', 'multi_line_text_field', 'Happy birthday!\nLove, Sam'],
      [APP_NAMESPACE, 'wrap', 'boolean', 'true'],
    ]);
    expect(cartMetafieldsSet.metafields[0].id).toMatch(/^gid:\/\/shopify\/Metafield\/\d+$/);
    expect(cartMetafieldsSet.metafields[0].parentResource).toEqual({ __typename: 'Cart', id: cartId });

    const cart = await read(cartId, [{ namespace: 'custom', key: 'gift_message' }, { key: 'wrap' }, { namespace: 'custom', key: 'wrap' }]);
    expect(cart.metafields.map((m: any) => m?.value ?? null)).toEqual(['Happy birthday!\nLove, Sam', 'true', null]);
    const single = await sf.gql(
      'query ($id: ID!) { cart(id: $id) { gift: metafield(namespace: "custom", key: "gift_message") { value } app: metafield(key: "wrap") { value } reserved: metafield(namespace: "$app", key: "wrap") { value } } }',
      { id: cartId },
    );
    expect(single.cart).toEqual({ gift: { value: 'Happy birthday!\nLove, Sam' }, app: { value: 'true' }, reserved: { value: 'true' } });
  });

  it('replaces the value of the same namespace and key, keeping its id', async () => {
    const cartId = await newCart();
    const first = (await sf.gql(SET, { metafields: [{ ownerId: cartId, key: 'custom.delivery_date', type: 'date', value: '2027-01-15' }] })).cartMetafieldsSet.metafields[0];
    const second = (await sf.gql(SET, { metafields: [{ ownerId: cartId, key: 'custom.delivery_date', type: 'date', value: '2027-01-20' }] })).cartMetafieldsSet.metafields[0];
    expect(second.id).toBe(first.id);
    expect(second.value).toBe('2027-01-20');
    expect(second.createdAt).toBe(first.createdAt);
    const cart = await read(cartId, [{ namespace: 'custom', key: 'delivery_date' }]);
    expect(cart.metafields).toEqual([{ id: first.id, namespace: 'custom', key: 'delivery_date', type: 'date', value: '2027-01-20' }]);
  });

  it('refuses more than 25 metafields in one request, setting none', async () => {
    const cartId = await newCart();
    const metafields = Array.from({ length: 26 }, (_, i) => ({ ownerId: cartId, key: `custom.field_${i}`, type: 'number_integer', value: String(i) }));
    const { cartMetafieldsSet } = await sf.gql(SET, { metafields });
    expect(cartMetafieldsSet.metafields).toBeNull();
    expect(cartMetafieldsSet.userErrors).toEqual([expect.objectContaining({ code: 'LESS_THAN_OR_EQUAL_TO', field: ['metafields'] })]);
    expect((await read(cartId, [{ namespace: 'custom', key: 'field_0' }])).metafields).toEqual([null]);
    const { cartMetafieldsSet: ok } = await sf.gql(SET, { metafields: metafields.slice(0, 25) });
    expect(ok.userErrors).toEqual([]);
    expect(ok.metafields).toHaveLength(25);
  });

  it('answers each bad input with its index, field and documented code, and sets nothing from the request', async () => {
    const cartId = await newCart();
    const { cartMetafieldsSet } = await sf.gql(SET, {
      metafields: [
        { ownerId: cartId, key: 'custom.fine', type: 'single_line_text_field', value: 'kept out' },
        { ownerId: 'gid://shopify/Product/7000000001', key: 'custom.aa', type: 'boolean', value: 'true' },
        { ownerId: 'gid://shopify/Cart/unknown?key=0000', key: 'custom.aa', type: 'boolean', value: 'true' },
        { ownerId: cartId, key: 'custom.bb', type: 'not_a_type', value: 'x' },
        { ownerId: cartId, key: 'custom.cc', type: 'number_integer', value: 'twelve' },
        { ownerId: cartId, key: 'custom.dd', type: 'single_line_text_field', value: '   ' },
        { ownerId: cartId, key: 'x', type: 'boolean', value: 'true' },
        { ownerId: cartId, key: `custom.${'k'.repeat(65)}`, type: 'boolean', value: 'true' },
        { ownerId: cartId, key: 'custom.ee', type: 'single_line_text_field', value: 'x'.repeat(65_537) },
        { ownerId: cartId, key: 'custom.ff', type: 'product_reference', value: 'gid://shopify/Collection/6000000001' },
      ],
    });
    expect(cartMetafieldsSet.metafields).toBeNull();
    expect(cartMetafieldsSet.userErrors.map((e: any) => [e.elementIndex, e.field, e.code])).toEqual([
      [1, ['metafields', '1', 'ownerId'], 'INVALID_OWNER'],
      [2, ['metafields', '2', 'ownerId'], 'INVALID_OWNER'],
      [3, ['metafields', '3', 'type'], 'INVALID_TYPE'],
      [4, ['metafields', '4', 'value'], 'INVALID_VALUE'],
      [5, ['metafields', '5', 'value'], 'BLANK'],
      [6, ['metafields', '6', 'key'], 'TOO_SHORT'],
      [7, ['metafields', '7', 'key'], 'TOO_LONG'],
      [8, ['metafields', '8', 'value'], 'TOO_LONG'],
      [9, ['metafields', '9', 'value'], 'INVALID_VALUE'],
    ]);
    for (const error of cartMetafieldsSet.userErrors) expect(error.message).not.toBe('');
    expect((await read(cartId, [{ namespace: 'custom', key: 'fine' }])).metafields).toEqual([null]);
  });

  it('resolves reference metafields to the objects they name', async () => {
    const cartId = await newCart();
    const { catalogue, content } = sf.app.storefront;
    const product = catalogue.products.find((p) => p.handle === 'marina-top-coral-reef')!;
    const collection = catalogue.collections[0]!;
    const page = content.pages[0]!;
    const { metaobject } = await sf.gql('{ metaobject(handle: { type: "lookbook", handle: "afterglow" }) { id } }');
    const picture = product.images[0]!.id.replace('ProductImage', 'MediaImage');
    const { cartMetafieldsSet } = await sf.gql(
      `mutation ($metafields: [CartMetafieldsSetInput!]!) { cartMetafieldsSet(metafields: $metafields) {
        metafields { key reference { __typename ... on Product { handle } ... on ProductVariant { id } ... on Collection { handle } ... on Page { handle }
          ... on Metaobject { handle } ... on MediaImage { image { url } } } references(first: 5) { nodes { __typename ... on Product { handle } } } }
        userErrors { code } } }`,
      {
        metafields: [
          { ownerId: cartId, key: 'custom.gift_for', type: 'variant_reference', value: v.b.id },
          { ownerId: cartId, key: 'custom.wishlist', type: 'list.product_reference', value: JSON.stringify([product.id]) },
          { ownerId: cartId, key: 'custom.from_collection', type: 'collection_reference', value: collection.id },
          { ownerId: cartId, key: 'custom.landing', type: 'page_reference', value: page.id },
          { ownerId: cartId, key: 'custom.inspired_by', type: 'metaobject_reference', value: metaobject.id },
          { ownerId: cartId, key: 'custom.picture', type: 'file_reference', value: picture },
          { ownerId: cartId, key: 'custom.gone', type: 'product_reference', value: 'gid://shopify/Product/1' },
        ],
      },
    );
    expect(cartMetafieldsSet.userErrors).toEqual([]);
    expect(cartMetafieldsSet.metafields).toEqual([
      { key: 'gift_for', reference: { __typename: 'ProductVariant', id: v.b.id }, references: null },
      { key: 'wishlist', reference: null, references: { nodes: [{ __typename: 'Product', handle: 'marina-top-coral-reef' }] } },
      { key: 'from_collection', reference: { __typename: 'Collection', handle: collection.handle }, references: null },
      { key: 'landing', reference: { __typename: 'Page', handle: page.handle }, references: null },
      { key: 'inspired_by', reference: { __typename: 'Metaobject', handle: 'afterglow' }, references: null },
      { key: 'picture', reference: { __typename: 'MediaImage', image: { url: 'http://localhost:8787/cdn/shop/products/marina-top-coral-reef-1.png' } }, references: null },
      // A well-formed id of something this shop does not have resolves to null, as a deleted reference does.
      { key: 'gone', reference: null, references: null },
    ]);
  });

  it('keeps metafields through the cart mutations that follow, and answers on 2026-04 too', async () => {
    const cartId = await newCart();
    await sf.gql(SET, { metafields: [{ ownerId: cartId, key: 'custom.source', type: 'single_line_text_field', value: 'instagram' }] });
    await sf.gql('mutation ($id: ID!, $v: ID!) { cartLinesAdd(cartId: $id, lines: [{ merchandiseId: $v, quantity: 2 }]) { userErrors { code } } }', { id: cartId, v: v.b.id });
    await sf.gql('mutation ($id: ID!) { cartNoteUpdate(cartId: $id, note: "Leave at the door") { userErrors { code } } }', { id: cartId });
    await sf.gql('mutation ($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{ key: "ref", value: "x" }]) { userErrors { code } } }', { id: cartId });
    const cart = await read(cartId, [{ namespace: 'custom', key: 'source' }]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.metafields[0].value).toBe('instagram');

    const response = await sf.app.inject({
      method: 'POST',
      url: '/api/2026-04/graphql.json',
      headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
      payload: { query: 'query ($id: ID!) { cart(id: $id) { metafield(namespace: "custom", key: "source") { value type } } }', variables: { id: cartId } },
    });
    expect(response.json().data.cart.metafield).toEqual({ value: 'instagram', type: 'single_line_text_field' });
  });

  it('keeps metafields across a restart of the storefront', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bb-cart-metafields-'));
    try {
      const first = await testStorefront({ dataDir });
      const cartId = await newCart(first);
      await first.gql(SET, { metafields: [{ ownerId: cartId, key: 'custom.gift_message', type: 'single_line_text_field', value: 'See you soon' }] });
      await first.close();
      const second = await testStorefront({ dataDir });
      try {
        expect((await read(cartId, [{ namespace: 'custom', key: 'gift_message' }], second)).metafields[0].value).toBe('See you soon');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('cartMetafieldDelete', () => {
  it('deletes by namespace.key or bare key and answers the deleted id; an absent key is METAFIELD_DOES_NOT_EXIST', async () => {
    const cartId = await newCart();
    const set = await sf.gql(SET, {
      metafields: [
        { ownerId: cartId, key: 'custom.gift_message', type: 'single_line_text_field', value: 'Hi' },
        { ownerId: cartId, key: 'wrap', type: 'boolean', value: 'false' },
      ],
    });
    const [gift, wrap] = set.cartMetafieldsSet.metafields;
    expect((await sf.gql(DELETE, { input: { ownerId: cartId, key: 'custom.gift_message' } })).cartMetafieldDelete).toEqual({ deletedId: gift.id, userErrors: [] });
    expect((await sf.gql(DELETE, { input: { ownerId: cartId, key: 'wrap' } })).cartMetafieldDelete).toEqual({ deletedId: wrap.id, userErrors: [] });
    expect((await read(cartId, [{ namespace: 'custom', key: 'gift_message' }, { key: 'wrap' }])).metafields).toEqual([null, null]);

    const again = (await sf.gql(DELETE, { input: { ownerId: cartId, key: 'custom.gift_message' } })).cartMetafieldDelete;
    expect(again.deletedId).toBeNull();
    expect(again.userErrors).toEqual([expect.objectContaining({ code: 'METAFIELD_DOES_NOT_EXIST', field: ['input', 'key'] })]);
    const foreign = (await sf.gql(DELETE, { input: { ownerId: 'gid://shopify/Cart/nope?key=1234', key: 'custom.gift_message' } })).cartMetafieldDelete;
    expect(foreign.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_OWNER', field: ['input', 'ownerId'] })]);
  });
});

describe('cartCreate with metafields', () => {
  it('creates the cart with its metafields, or refuses bad ones as INVALID_METAFIELDS without making a cart', async () => {
    const create = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id metafield(namespace: "custom", key: "channel") { type value } } userErrors { code field message } } }`;
    const ok = await sf.gql(create, { input: { lines: [{ merchandiseId: v.a.id, quantity: 1 }], metafields: [{ key: 'custom.channel', type: 'single_line_text_field', value: 'pop-up' }] } });
    expect(ok.cartCreate.userErrors).toEqual([]);
    expect(ok.cartCreate.cart.metafield).toEqual({ type: 'single_line_text_field', value: 'pop-up' });

    const bad = await sf.gql(create, { input: { metafields: [{ key: 'custom.channel', type: 'color', value: 'blue' }] } });
    expect(bad.cartCreate.cart).toBeNull();
    expect(bad.cartCreate.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_METAFIELDS', field: ['input', 'metafields', '0', 'value'] })]);
  });
});

describe("a Hydrogen-shaped client's documents", () => {
  // The documents a Hydrogen cart handler sends (written from the API reference pages above): the
  // mutations ask only for userErrors, the cart id travels in each input's ownerId, and the client's
  // optional parameters ride along as extra variables.
  const HYDROGEN_SET = `#graphql
    mutation cartMetafieldsSet($metafields: [CartMetafieldsSetInput!]!, $country: CountryCode = ZZ, $language: LanguageCode) @inContext(country: $country, language: $language) {
      cartMetafieldsSet(metafields: $metafields) { userErrors { code elementIndex field message } }
    }`;
  const HYDROGEN_DELETE = `#graphql
    mutation cartMetafieldDelete($input: CartMetafieldDeleteInput!, $country: CountryCode = ZZ, $language: LanguageCode) @inContext(country: $country, language: $language) {
      cartMetafieldDelete(input: $input) { userErrors { code field message } }
    }`;
  const HYDROGEN_CART = `#graphql
    query CartQuery($cartId: ID!, $numCartLines: Int = 100) {
      cart(id: $cartId) {
        id
        lines(first: $numCartLines) { nodes { id quantity } }
        metafields(identifiers: [{ namespace: "custom", key: "gift" }, { key: "note" }]) { namespace key type value }
      }
    }`;

  it('sets, reads and deletes cart metafields', async () => {
    const cartId = await newCart();
    const set = await sf.request(HYDROGEN_SET, {
      metafields: [
        { ownerId: cartId, key: 'custom.gift', type: 'boolean', value: 'true' },
        { ownerId: cartId, key: 'note', type: 'json', value: '{"to":"Ana"}' },
      ],
      cartId,
    });
    expect(set.errors).toBeUndefined();
    expect(set.data!.cartMetafieldsSet.userErrors).toEqual([]);
    const read1 = await sf.gql(HYDROGEN_CART, { cartId });
    expect(read1.cart.metafields).toEqual([
      { namespace: 'custom', key: 'gift', type: 'boolean', value: 'true' },
      { namespace: APP_NAMESPACE, key: 'note', type: 'json', value: '{"to":"Ana"}' },
    ]);
    const deleted = await sf.request(HYDROGEN_DELETE, { input: { ownerId: cartId, key: 'custom.gift' }, cartId });
    expect(deleted.data!.cartMetafieldDelete.userErrors).toEqual([]);
    const read2 = await sf.gql(HYDROGEN_CART, { cartId });
    expect(read2.cart.metafields[0]).toBeNull();
    expect(read2.cart.lines.nodes).toHaveLength(1);
  });
});
