/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are read loosely in these tests */
/**
 * What the account pages do with an order beyond reading it, on the local Customer Account API:
 * searching and paging orders (https://shopify.dev/docs/api/customer/2025-07/objects/Customer#field-orders,
 * https://shopify.dev/changelog/new-filter-options-added-to-orders-connection-in-customer-account-api,
 * https://shopify.dev/docs/api/usage/search-syntax), returns
 * (https://shopify.dev/docs/api/customer/2025-07/mutations/orderRequestReturn,
 * https://shopify.dev/docs/api/customer/2025-07/objects/OrderReturnInformation), e-mail marketing consent
 * (https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingSubscribe) and a
 * cancelled, refunded order (https://shopify.dev/docs/api/customer/2025-07/objects/Order#field-cancelledAt).
 */
import type { FastifyInstance } from 'fastify';
import { accountApp, accountQuery, signIn } from './helpers';

let app: FastifyInstance;
let demo: string;
beforeAll(async () => {
  app = await accountApp({ seed: true });
  demo = (await signIn(app, 'demo@bluebayswim.test')).access_token;
});
afterAll(() => app.close());

const names = async (args: string) => {
  const { body } = await accountQuery(app, demo, `{ customer { orders(${args}) { nodes { name } pageInfo { hasNextPage endCursor } } } }`);
  if (body.errors) throw new Error(body.errors[0]?.message);
  return body.data.customer.orders as { nodes: Array<{ name: string }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
};

describe('orders(query:)', () => {
  it('keeps only the order named, with or without its #', async () => {
    expect((await names('first: 10, query: "name:1002"')).nodes).toEqual([{ name: '#1002' }]);
    expect((await names('first: 10, query: "name:#1001"')).nodes).toEqual([{ name: '#1001' }]);
    expect((await names('first: 10, query: "order_number:1003"')).nodes).toEqual([{ name: '#1003' }]);
    expect((await names('first: 10, query: "1003"')).nodes).toEqual([{ name: '#1003' }]);
  });

  it('matches nothing for an order the customer does not have or a field it does not know', async () => {
    expect((await names('first: 10, query: "name:9999"')).nodes).toEqual([]);
    expect((await names('first: 10, query: "colour:red"')).nodes).toEqual([]);
  });

  it('combines terms with OR, AND and NOT', async () => {
    expect((await names('first: 10, sortKey: ORDER_NUMBER, query: "name:1001 OR name:1003"')).nodes).toEqual([{ name: '#1001' }, { name: '#1003' }]);
    expect((await names('first: 10, sortKey: ORDER_NUMBER, query: "-name:1002"')).nodes).toEqual([{ name: '#1001' }, { name: '#1003' }]);
    expect((await names('first: 10, query: "name:1001 AND name:1003"')).nodes).toEqual([]);
  });

  it('pages on after the end cursor of the first page', async () => {
    const first = await names('first: 2, sortKey: PROCESSED_AT, reverse: true');
    expect(first.nodes).toEqual([{ name: '#1003' }, { name: '#1002' }]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await names(`first: 2, sortKey: PROCESSED_AT, reverse: true, after: "${first.pageInfo.endCursor}"`);
    expect(next.nodes).toEqual([{ name: '#1001' }]);
    expect(next.pageInfo.hasNextPage).toBe(false);
  });
});

describe('returns', () => {
  const orderByName = async (name: string) => {
    const { body } = await accountQuery(
      app,
      demo,
      `query ($q: String) { customer { orders(first: 1, query: $q) { nodes { id reorderPath
        lineItems(first: 5) { nodes { id quantity title productId } }
        returnInformation { returnableLineItems(first: 5) { nodes { quantity lineItem { id } } } nonReturnableLineItems(first: 5) { nodes { quantity } } }
        returns(first: 5) { nodes { name status returnLineItems(first: 5) { nodes { quantity returnReason lineItem { title } } } } } } } } }`,
      { q: `name:${name}` },
    );
    return body.data.customer.orders.nodes[0];
  };
  const requestReturn = (orderId: string, lines: Array<Record<string, unknown>>) =>
    accountQuery(
      app,
      demo,
      `mutation ($orderId: ID!, $lines: [RequestedLineItemInput!]!) { orderRequestReturn(orderId: $orderId, requestedLineItems: $lines) {
        return { name status returnLineItems(first: 5) { nodes { quantity returnReason } } } userErrors { code field message } } }`,
      { orderId, lines },
    );

  it('offers nothing to return before the order ships', async () => {
    const order = await orderByName('1003');
    expect(order.returnInformation.returnableLineItems.nodes).toEqual([]);
    const answer = await requestReturn(order.id, [{ lineItemId: order.lineItems.nodes[0].id, quantity: 1, returnReason: 'SIZE_TOO_SMALL' }]);
    expect(answer.body.data.orderRequestReturn.return).toBeNull();
    expect(answer.body.data.orderRequestReturn.userErrors[0]).toMatchObject({ code: 'LESS_THAN_OR_EQUAL_TO', message: 'This item is not eligible for return.' });
  });

  it('records a requested return on a delivered order, which then shows on the order and is not offered again', async () => {
    const order = await orderByName('1001');
    const line = order.lineItems.nodes[0];
    expect(order.returnInformation.returnableLineItems.nodes).toContainEqual({ quantity: line.quantity, lineItem: { id: line.id } });
    const answer = await requestReturn(order.id, [{ lineItemId: line.id, quantity: 1, returnReason: 'SIZE_TOO_SMALL', customerNote: 'A size up, please' }]);
    expect(answer.body.data.orderRequestReturn).toEqual({
      return: { name: '#1001-R1', status: 'REQUESTED', returnLineItems: { nodes: [{ quantity: 1, returnReason: 'SIZE_TOO_SMALL' }] } },
      userErrors: [],
    });
    const after = await orderByName('1001');
    expect(after.returns.nodes).toEqual([
      { name: '#1001-R1', status: 'REQUESTED', returnLineItems: { nodes: [{ quantity: 1, returnReason: 'SIZE_TOO_SMALL', lineItem: { title: line.title } }] } },
    ]);
    expect(after.returnInformation.returnableLineItems.nodes.map((n: any) => n.lineItem.id)).not.toContain(line.id);
    const again = await requestReturn(order.id, [{ lineItemId: line.id, quantity: 1, returnReason: 'UNWANTED' }]);
    expect(again.body.data.orderRequestReturn.userErrors[0].code).toBe('LESS_THAN_OR_EQUAL_TO');
  });

  it('refuses a line of another order, an unknown reason and a quantity of 0, naming the field', async () => {
    const order = await orderByName('1002');
    const other = await orderByName('1001');
    const answer = await requestReturn(order.id, [
      { lineItemId: other.lineItems.nodes[0].id, quantity: 1, returnReason: 'UNWANTED' },
      { lineItemId: order.lineItems.nodes[0].id, quantity: 0, returnReason: 'UNWANTED' },
    ]);
    expect(answer.body.data.orderRequestReturn.userErrors).toEqual([
      { code: 'NOT_FOUND', field: ['requestedLineItems', '0', 'lineItemId'], message: 'Line item does not belong to this order.' },
      { code: 'GREATER_THAN', field: ['requestedLineItems', '1', 'quantity'], message: 'Quantity must be greater than 0.' },
    ]);
  });

  it('names a cart permalink of the order’s items and each line’s product', async () => {
    const order = await orderByName('1002');
    expect(order.reorderPath).toMatch(/^\/cart\/\d+:1$/);
    expect(order.lineItems.nodes[0].productId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
  });
});

describe('a cancelled order', () => {
  it('says when and why, and what was refunded', async () => {
    const cancelled = await app.inject({ method: 'POST', url: '/__admin/orders/1003/cancel?reason=INVENTORY', remoteAddress: '127.0.0.1' });
    expect(cancelled.statusCode).toBe(200);
    const { body } = await accountQuery(app, demo, '{ customer { orders(first: 1, query: "name:1003") { nodes { cancelledAt cancelReason financialStatus totalPrice { amount } totalRefunded { amount } refunds { totalRefunded { amount } } } } } }');
    const order = body.data.customer.orders.nodes[0];
    expect(order.cancelledAt).toEqual(expect.any(String));
    expect(order).toMatchObject({ cancelReason: 'INVENTORY', financialStatus: 'REFUNDED' });
    expect(order.totalRefunded.amount).toBe(order.totalPrice.amount);
    expect(order.refunds).toEqual([{ totalRefunded: { amount: order.totalPrice.amount } }]);
    const bad = await app.inject({ method: 'POST', url: '/__admin/orders/1003/cancel?reason=BORED', remoteAddress: '127.0.0.1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('e-mail marketing', () => {
  const state = async () => (await accountQuery(app, demo, '{ customer { emailAddress { marketingState } } }')).body.data.customer.emailAddress.marketingState;

  it('unsubscribes and subscribes again, as the Storefront side reads it too', async () => {
    expect(await state()).toBe('SUBSCRIBED');
    const left = await accountQuery(app, demo, 'mutation { customerEmailMarketingUnsubscribe { emailAddress { marketingState } userErrors { code } } }');
    expect(left.body.data.customerEmailMarketingUnsubscribe).toEqual({ emailAddress: { marketingState: 'NOT_SUBSCRIBED' }, userErrors: [] });
    expect(await state()).toBe('NOT_SUBSCRIBED');
    expect((await app.storefront.customers.byEmail('demo@bluebayswim.test'))?.acceptsMarketing).toBe(false);
    const joined = await accountQuery(app, demo, 'mutation { customerEmailMarketingSubscribe { emailAddress { marketingState } userErrors { code } } }');
    expect(joined.body.data.customerEmailMarketingSubscribe).toEqual({ emailAddress: { marketingState: 'SUBSCRIBED' }, userErrors: [] });
    const twice = await accountQuery(app, demo, 'mutation { customerEmailMarketingSubscribe { emailAddress { marketingState } userErrors { code } } }');
    expect(twice.body.data.customerEmailMarketingSubscribe.userErrors).toEqual([{ code: 'CUSTOMER_ALREADY_SUBSCRIBED' }]);
  });
});

describe('the local admin seeds a long order history', () => {
  it('adds past orders older than the customer’s own, and refuses bad input with 400', async () => {
    const seeded = await app.inject({ method: 'POST', url: '/__admin/customers/orders', remoteAddress: '127.0.0.1', payload: { email: 'demo@bluebayswim.test', count: 60 } });
    expect(seeded.statusCode).toBe(200);
    const first = await names('first: 50, sortKey: PROCESSED_AT, reverse: true');
    expect(first.nodes.slice(0, 3)).toEqual([{ name: '#1003' }, { name: '#1002' }, { name: '#1001' }]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = await names(`first: 50, sortKey: PROCESSED_AT, reverse: true, after: "${first.pageInfo.endCursor}"`);
    expect(rest.nodes).toHaveLength(13);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    for (const payload of [{ email: 'demo@bluebayswim.test', count: 0 }, { email: 'nobody', count: 2 }, { email: 'demo@bluebayswim.test', count: 'many' }]) {
      expect((await app.inject({ method: 'POST', url: '/__admin/customers/orders', remoteAddress: '127.0.0.1', payload })).statusCode).toBe(400);
    }
  });
});
