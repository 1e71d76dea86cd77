/**
 * Checks that an order number belongs to an e-mail address, for the returns forms. A shop's server asks
 * Shopify's Admin GraphQL API (https://shopify.dev/docs/api/admin-graphql/latest/queries/orders, with the
 * app's token in X-Shopify-Access-Token and the `read_orders` scope); the browser never sees the token.
 * "No such order" and "another address's order" are the same answer, so the form tells a stranger
 * nothing about other people's orders.
 */
import { ORDER_EMAIL_QUERY } from './documents/orders';
import { adminGraphQL, type AdminAnswer } from './shopifyGraphQL';

export type OrderCheck = (orderNumber: string, email: string) => Promise<boolean>;

/** The Admin API could not answer (down, refused the token): the shopper should try again later. */
export class OrderCheckUnavailable extends Error {
  override name = 'OrderCheckUnavailable';
}

export interface AdminOrderCheckOptions {
  /** https://{shop}.myshopify.com/admin/api/{version}/graphql.json, or the local storefront's. */
  endpoint: string;
  accessToken: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** "#1003", "1003" → "#1003"; anything but letters, digits and dashes is no order number. */
export function orderName(orderNumber: string): string | null {
  const bare = orderNumber.trim().replace(/^#/, '');
  return /^[A-Za-z0-9-]{1,19}$/.test(bare) ? `#${bare}` : null;
}

export function adminOrderCheck(options: AdminOrderCheckOptions): OrderCheck {
  const request = adminGraphQL({ endpoint: options.endpoint, accessToken: options.accessToken, timeoutMs: options.timeoutMs ?? 5_000, fetch: options.fetch });
  return async (orderNumber, email) => {
    const name = orderName(orderNumber);
    if (!name) return false;
    let answer: AdminAnswer<typeof ORDER_EMAIL_QUERY>;
    try {
      answer = await request(ORDER_EMAIL_QUERY, { query: `name:"${name}"` });
    } catch (error) {
      throw new OrderCheckUnavailable(`Admin API unreachable: ${(error as Error).message}`);
    }
    if (answer.status < 200 || answer.status > 299) throw new OrderCheckUnavailable(`Admin API answered ${answer.status}`);
    const nodes = answer.data?.orders?.nodes;
    if (!Array.isArray(nodes)) throw new OrderCheckUnavailable('Admin API gave no orders');
    return nodes.some((order) => order.name.toLowerCase() === name.toLowerCase() && !!order.email && order.email.toLowerCase() === email.trim().toLowerCase());
  };
}
