/**
 * Cart delivery (issue 18 item 5), as documented on
 * https://shopify.dev/docs/api/storefront/latest/mutations/cartDeliveryAddressesAdd, …/cartDeliveryAddressesUpdate,
 * …/cartDeliveryAddressesRemove, …/cartSelectedDeliveryOptionsUpdate and
 * https://shopify.dev/docs/api/storefront/latest/objects/CartDeliveryGroup (deliveryOptions,
 * selectedDeliveryOption): once the cart has a delivery address its lines form a delivery group with
 * the shop's options, and the buyer selects one by handle. Rates are the shop's zones (Blue Bay's, shops/blue-bay/shippingZones.ts).
 */
import { decimalString } from '../../../storefront-local/pricing/currency';
import { shippingZoneFor, zoneAmountIn, type DeliveryHandle } from '../../../storefront-local/carts/shipping';
import { SHIPPING_ZONES } from '../../../storefront-local/shops/blue-bay/shippingZones';
import { pickVariants, testStorefront, type TestStorefront } from '../helpers';

const CART = `#graphql
  fragment C on Cart {
    id
    delivery { addresses { id selected oneTimeUse address { ... on CartDeliveryAddress { city countryCode zip } } } }
    deliveryGroups(first: 5) {
      nodes {
        id
        groupType
        deliveryAddress { city countryCodeV2 }
        cartLines(first: 10) { nodes { id quantity } }
        deliveryOptions { handle code title deliveryMethodType estimatedCost { amount currencyCode } }
        selectedDeliveryOption { handle estimatedCost { amount } }
      }
    }
  }
`;
const PAYLOAD = 'cart { ...C } userErrors { code field message } warnings { code target }';
const ADD = `${CART} mutation ($id: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesAdd(cartId: $id, addresses: $addresses) { ${PAYLOAD} } }`;
const UPDATE = `${CART} mutation ($id: ID!, $addresses: [CartSelectableAddressUpdateInput!]!) { cartDeliveryAddressesUpdate(cartId: $id, addresses: $addresses) { ${PAYLOAD} } }`;
const REMOVE = `${CART} mutation ($id: ID!, $ids: [ID!]!) { cartDeliveryAddressesRemove(cartId: $id, addressIds: $ids) { ${PAYLOAD} } }`;
const SELECT = `${CART} mutation ($id: ID!, $options: [CartSelectedDeliveryOptionInput!]!) { cartSelectedDeliveryOptionsUpdate(cartId: $id, selectedDeliveryOptions: $options) { ${PAYLOAD} } }`;

interface Option { handle: string; code: string; title: string; deliveryMethodType: string; estimatedCost: { amount: string; currencyCode: string } }
interface Cart {
  id: string;
  delivery: { addresses: Array<{ id: string; selected: boolean; oneTimeUse: boolean; address: { city: string; countryCode: string; zip: string } }> };
  deliveryGroups: {
    nodes: Array<{ id: string; groupType: string; deliveryAddress: { city: string; countryCodeV2: string }; cartLines: { nodes: Array<{ id: string }> }; deliveryOptions: Option[]; selectedDeliveryOption: { handle: string; estimatedCost: { amount: string } } | null }>;
  };
}
interface Payload { cart: Cart | null; userErrors: Array<{ code: string; field: string[]; message: string }>; warnings: Array<{ code: string; target: string }> }

let sf: TestStorefront;
let v: ReturnType<typeof pickVariants>;
beforeAll(async () => {
  sf = await testStorefront();
  v = pickVariants(sf.app);
});
afterAll(() => sf.close());

const SYDNEY = { address1: '1 George St', city: 'Sydney', countryCode: 'AU', provinceCode: 'NSW', zip: '2000', firstName: 'Ana', lastName: 'Reef' };
const BOSTON = { address1: '5 Beacon St', city: 'Boston', countryCode: 'US', provinceCode: 'MA', zip: '02108', firstName: 'Ana', lastName: 'Reef' };

async function newCart(country: string, quantity = 1): Promise<string> {
  const { cartCreate } = await sf.gql<{ cartCreate: { cart: { id: string } } }>(
    'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }',
    { input: { buyerIdentity: { countryCode: country }, lines: [{ merchandiseId: v.a.id, quantity }] } },
  );
  return cartCreate.cart.id;
}

const run = async (doc: string, variables: Record<string, unknown>): Promise<Payload> => Object.values(await sf.gql<Record<string, Payload>>(doc, variables))[0] as Payload;
/** The zone's rate for a service, in the cart's currency, as the API writes a Decimal. */
const rate = (country: string, handle: DeliveryHandle, currency: string) => {
  const zone = shippingZoneFor(SHIPPING_ZONES, country);
  return decimalString({ minor: zoneAmountIn(zone.services[handle]!.rateMinor, zone.currencyCode, currency), currencyCode: currency });
};

describe('delivery addresses and options', () => {
  it('has no delivery group until an address is added; then standard and express, priced for the country', async () => {
    const id = await newCart('AU');
    const { cart: before } = await run(ADD, { id, addresses: [] });
    expect(before!.deliveryGroups.nodes).toEqual([]);
    const added = await run(ADD, { id, addresses: [{ address: { deliveryAddress: SYDNEY }, selected: true }] });
    expect(added.userErrors).toEqual([]);
    expect(added.cart!.delivery.addresses).toEqual([expect.objectContaining({ selected: true, oneTimeUse: false, address: { city: 'Sydney', countryCode: 'AU', zip: '2000' } })]);
    const [group] = added.cart!.deliveryGroups.nodes;
    expect(group).toMatchObject({ groupType: 'ONE_TIME_PURCHASE', deliveryAddress: { city: 'Sydney', countryCodeV2: 'AU' }, selectedDeliveryOption: null });
    expect(group!.cartLines.nodes).toHaveLength(1);
    expect(group!.deliveryOptions).toEqual([
      { handle: 'standard', code: 'STANDARD', title: 'Tracked Express', deliveryMethodType: 'SHIPPING', estimatedCost: { amount: '17.95', currencyCode: 'AUD' } },
      { handle: 'express', code: 'EXPRESS', title: 'Priority Express', deliveryMethodType: 'SHIPPING', estimatedCost: { amount: '34.95', currencyCode: 'AUD' } },
    ]);
  });

  it('prices domestic delivery lower, and makes standard free from the free-shipping threshold', async () => {
    const few = await run(ADD, { id: await newCart('US'), addresses: [{ address: { deliveryAddress: BOSTON } }] });
    const domestic = few.cart!.deliveryGroups.nodes[0]!.deliveryOptions;
    expect(domestic.map((o) => o.estimatedCost.amount)).toEqual([rate('US', 'standard', 'USD'), rate('US', 'express', 'USD')]);
    expect(rate('US', 'standard', 'USD')).toBe('6.95');
    // A variant with enough stock to pass the threshold in one line.
    const threshold = shippingZoneFor(SHIPPING_ZONES, 'US').services.standard.freeFromMinor!;
    const variants = sf.app.storefront.catalogue.products.filter((p) => !p.hidden && !p.isGiftCard).flatMap((p) => p.variants);
    const rich = variants.find((x) => x.priceCents * x.inventory >= threshold)!;
    const quantity = Math.ceil(threshold / rich.priceCents);
    const { cartCreate } = await sf.gql<{ cartCreate: { cart: { id: string } } }>(
      'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }',
      { input: { buyerIdentity: { countryCode: 'US' }, lines: [{ merchandiseId: rich.id, quantity }] } },
    );
    const big = await run(ADD, { id: cartCreate.cart.id, addresses: [{ address: { deliveryAddress: BOSTON } }] });
    const options = big.cart!.deliveryGroups.nodes[0]!.deliveryOptions;
    expect(options[0]!.estimatedCost.amount).toBe('0.0');
    expect(options[1]!.estimatedCost.amount).toBe(rate('US', 'express', 'USD'));
  });

  it('selects an option by handle for the group; an unknown group or handle is a userError that changes nothing', async () => {
    const id = await newCart('AU');
    const { cart } = await run(ADD, { id, addresses: [{ address: { deliveryAddress: SYDNEY }, selected: true }] });
    const groupId = cart!.deliveryGroups.nodes[0]!.id;
    const chosen = await run(SELECT, { id, options: [{ deliveryGroupId: groupId, deliveryOptionHandle: 'express' }] });
    expect(chosen.userErrors).toEqual([]);
    expect(chosen.cart!.deliveryGroups.nodes[0]!.selectedDeliveryOption).toEqual({ handle: 'express', estimatedCost: { amount: rate('AU', 'express', 'AUD') } });
    const badHandle = await run(SELECT, { id, options: [{ deliveryGroupId: groupId, deliveryOptionHandle: 'teleport' }] });
    expect(badHandle.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_DELIVERY_OPTION' })]);
    const badGroup = await run(SELECT, { id, options: [{ deliveryGroupId: 'gid://shopify/CartDeliveryGroup/nope', deliveryOptionHandle: 'standard' }] });
    expect(badGroup.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_DELIVERY_GROUP' })]);
    expect(badGroup.cart!.deliveryGroups.nodes[0]!.selectedDeliveryOption!.handle).toBe('express');
  });

  it('updates and removes addresses by id; selecting one unselects the others; unknown ids are userErrors', async () => {
    const id = await newCart('US');
    const { cart } = await run(ADD, { id, addresses: [{ address: { deliveryAddress: BOSTON }, selected: true }, { address: { deliveryAddress: SYDNEY } }] });
    const [boston, sydney] = cart!.delivery.addresses;
    const updated = await run(UPDATE, { id, addresses: [{ id: sydney!.id, selected: true, address: { deliveryAddress: { ...SYDNEY, zip: '2001' } } }] });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart!.delivery.addresses.map((a) => [a.address.city, a.address.zip, a.selected])).toEqual([['Boston', '02108', false], ['Sydney', '2001', true]]);
    expect(updated.cart!.deliveryGroups.nodes[0]!.deliveryAddress.city).toBe('Sydney');
    const unknown = await run(UPDATE, { id, addresses: [{ id: 'gid://shopify/CartSelectableAddress/nope', selected: true }] });
    expect(unknown.userErrors).toEqual([expect.objectContaining({ code: 'INVALID_DELIVERY_ADDRESS_ID' })]);
    const removed = await run(REMOVE, { id, ids: [sydney!.id] });
    expect(removed.cart!.delivery.addresses.map((a) => a.id)).toEqual([boston!.id]);
    expect((await run(REMOVE, { id, ids: [sydney!.id] })).userErrors).toEqual([expect.objectContaining({ code: 'INVALID_DELIVERY_ADDRESS_ID' })]);
  });

  it('refuses two selected addresses, HTML in a field, and warns about a duplicate instead of adding it', async () => {
    const id = await newCart('US');
    const two = await run(ADD, { id, addresses: [{ address: { deliveryAddress: BOSTON }, selected: true }, { address: { deliveryAddress: SYDNEY }, selected: true }] });
    expect(two.userErrors).toEqual([expect.objectContaining({ code: 'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED' })]);
    expect(two.cart!.delivery.addresses).toEqual([]);
    const html = await run(ADD, { id, addresses: [{ address: { deliveryAddress: { ...BOSTON, address1: '<b>5</b> Beacon' } } }] });
    expect(html.userErrors).toEqual([expect.objectContaining({ code: 'ADDRESS_FIELD_CONTAINS_HTML_TAGS', field: ['addresses', '0', 'address', 'deliveryAddress', 'address1'] })]);
    await run(ADD, { id, addresses: [{ address: { deliveryAddress: BOSTON } }] });
    const again = await run(ADD, { id, addresses: [{ address: { deliveryAddress: BOSTON } }] });
    expect(again.warnings).toEqual([expect.objectContaining({ code: 'DUPLICATE_DELIVERY_ADDRESS' })]);
    expect(again.cart!.delivery.addresses).toHaveLength(1);
  });

  it('charges the selected option at the hosted checkout', async () => {
    const id = await newCart('US');
    const { cart } = await run(ADD, { id, addresses: [{ address: { deliveryAddress: BOSTON }, selected: true }] });
    await run(SELECT, { id, options: [{ deliveryGroupId: cart!.deliveryGroups.nodes[0]!.id, deliveryOptionHandle: 'express' }] });
    const token = /Cart\/([^?]+)/.exec(id)![1]!;
    const page = await sf.app.inject({ method: 'GET', url: `/checkouts/cn/${token}` });
    expect(page.body).toContain('<span>Shipping</span><span>$18.00</span>');
  });
});

describe('2026-04: cartDeliveryAddressesReplace', () => {
  // https://shopify.dev/docs/api/storefront/2026-04/mutations/cartDeliveryAddressesReplace: "removes all
  // current addresses and sets the provided list as the new delivery addresses".
  it('replaces every delivery address with the given ones', async () => {
    const id = await newCart('US');
    await run(ADD, { id, addresses: [{ address: { deliveryAddress: BOSTON }, selected: true }] });
    const response = await sf.app.inject({
      method: 'POST',
      url: '/api/2026-04/graphql.json',
      headers: { 'x-shopify-storefront-access-token': 'local-storefront-token', 'content-type': 'application/json' },
      payload: {
        query: `${CART} mutation ($id: ID!, $addresses: [CartSelectableAddressInput!]!) { cartDeliveryAddressesReplace(cartId: $id, addresses: $addresses) { ${PAYLOAD} } }`,
        variables: { id, addresses: [{ address: { deliveryAddress: SYDNEY }, selected: true }] },
      },
    });
    const payload = (response.json() as { data: { cartDeliveryAddressesReplace: Payload } }).data.cartDeliveryAddressesReplace;
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart!.delivery.addresses.map((a) => [a.address.city, a.selected])).toEqual([['Sydney', true]]);
    expect(payload.cart!.deliveryGroups.nodes[0]!.deliveryAddress.city).toBe('Sydney');
  });
});
