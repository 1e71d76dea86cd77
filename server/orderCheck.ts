/**
 * Checks that an order number belongs to an e-mail address, for the returns forms. A shop's server asks
 * Shopify's Admin GraphQL API (https://shopify.dev/docs/api/admin-graphql/latest/queries/orders, with the
 * app's token in X-Shopify-Access-Token and the `read_orders` scope); the browser never sees the token.
 * "No such order" and "another address's order" are the same answer, so the form tells a stranger
 * nothing about other people's orders.
 */
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

const ORDER_EMAIL_QUERY = `#graphql
  query OrderEmail($query: String!) {
    orders(first: 1, query: $query) {
      nodes { name email }
    }
  }
`;

/** "#1003", "1003" → "#1003"; anything but letters, digits and dashes is no order number. */
export function orderName(orderNumber: string): string | null {
  const bare = orderNumber.trim().replace(/^#/, '');
  return /^[A-Za-z0-9-]{1,19}$/.test(bare) ? `#${bare}` : null;
}

export function adminOrderCheck(options: AdminOrderCheckOptions): OrderCheck {
  const send = options.fetch ?? fetch;
  return async (orderNumber, email) => {
    const name = orderName(orderNumber);
    if (!name) return false;
    let response: Response;
    try {
      response = await send(options.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': options.accessToken },
        body: JSON.stringify({ query: ORDER_EMAIL_QUERY, variables: { query: `name:"${name}"` } }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new OrderCheckUnavailable(`Admin API unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new OrderCheckUnavailable(`Admin API answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { data?: { orders?: { nodes?: Array<{ name?: string; email?: string | null }> } } } | null;
    const nodes = body?.data?.orders?.nodes;
    if (!Array.isArray(nodes)) throw new OrderCheckUnavailable('Admin API gave no orders');
    return nodes.some((order) => order.name?.toLowerCase() === name.toLowerCase() && !!order.email && order.email.toLowerCase() === email.trim().toLowerCase());
  };
}
