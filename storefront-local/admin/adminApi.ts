/**
 * The part of Shopify's Admin GraphQL API a shop's own server uses here: looking up an order by its
 * number to check the e-mail on it (the returns forms). `POST /admin/api/{version}/graphql.json` with the
 * app's token in `X-Shopify-Access-Token` (https://shopify.dev/docs/api/admin-graphql#authentication);
 * no token or a wrong one answers 401 as Shopify does. The schema is the subset of the Admin API's
 * that is answered, with its field names: `orders(first:, query:)` → `nodes { id name email }`, where
 * `query` takes `name:` and `email:` terms (https://shopify.dev/docs/api/admin-graphql/latest/queries/orders).
 * A field outside the subset is a validation error naming it, never a made-up value.
 */
import { buildSchema, graphql } from 'graphql';
import type { FastifyInstance } from 'fastify';
import type { OrderRecord } from '../orders/orderStore';
import type { Services } from '../services';

export const DEFAULT_ADMIN_TOKEN = 'local-admin-token';
/** Shopify's limit on a connection page. */
const MAX_PAGE = 250;

const schema = buildSchema(`
  type Query {
    orders(first: Int, query: String): OrderConnection!
  }
  type OrderConnection {
    nodes: [Order!]!
  }
  type Order {
    id: ID!
    name: String!
    email: String
  }
`);

/** `name:#1001 email:a@b.c` terms, quoted or not; a bare word is ignored, as the subset has no free text. */
export function orderFilter(query: string | null | undefined): (order: OrderRecord) => boolean {
  const terms = [...(query ?? '').matchAll(/(\w+):(?:"([^"]*)"|'([^']*)'|(\S+))/g)].map((m) => ({
    field: (m[1] as string).toLowerCase(),
    value: (m[2] ?? m[3] ?? m[4] ?? '').toLowerCase(),
  }));
  return (order) =>
    terms.every(({ field, value }) => {
      if (field === 'name') return `#${order.orderNumber}` === (value.startsWith('#') ? value : `#${value}`);
      if (field === 'email') return order.email.toLowerCase() === value;
      return false;
    });
}

export function adminApiRoutes(app: FastifyInstance, services: Services, token: string = DEFAULT_ADMIN_TOKEN): void {
  app.post<{ Params: { version: string }; Body: { query?: unknown; variables?: unknown } }>('/admin/api/:version/graphql.json', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (request.headers['x-shopify-access-token'] !== token) {
      return reply.status(401).send({ errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
    }
    const { query, variables } = request.body ?? {};
    if (typeof query !== 'string') return reply.status(400).send({ errors: [{ message: 'The request needs a query' }] });
    const result = await graphql({
      schema,
      source: query,
      variableValues: (variables ?? {}) as Record<string, unknown>,
      rootValue: {
        orders: async (args: { first?: number | null; query?: string | null }) => {
          const first = Math.min(Math.max(args.first ?? 0, 0), MAX_PAGE);
          // An order number names one order: look it up rather than read them all.
          const number = /\bname:["']?#?(\d+)/i.exec(args.query ?? '')?.[1];
          const candidates = number ? [await services.orders.byNumber(Number(number))].filter((o): o is OrderRecord => o !== null) : await services.orders.list(MAX_PAGE);
          const matches = candidates.filter(orderFilter(args.query));
          return {
            nodes: matches.slice(0, first).map((order) => ({ id: `gid://shopify/Order/${order.id}`, name: `#${order.orderNumber}`, email: order.email })),
          };
        },
      },
    });
    return reply.send(result);
  });
}
