/**
 * Relay connections with Shopify's rules: one of first/last is required, at most 250 per page,
 * opaque cursors, after/before in both directions.
 */
import { GraphQLError } from 'graphql';

export const MAX_PAGE_SIZE = 250;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export const encodeCursor = (key: string): string => Buffer.from(JSON.stringify({ last_id: key })).toString('base64');

export function decodeCursor(cursor: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    if (typeof parsed.last_id === 'string') return parsed.last_id;
  } catch {
    // fall through
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, { extensions: { code: 'BAD_REQUEST' } });
}

export interface Connection<N> {
  edges: Array<{ cursor: string; node: N }>;
  nodes: N[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function connection<T, N>(
  items: readonly T[],
  args: PageArgs,
  keyOf: (item: T) => string,
  toNode: (item: T) => N,
): Connection<N> {
  const { first, last, after, before } = args;
  if ((first === undefined || first === null) && (last === undefined || last === null)) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  for (const [name, value] of [['first', first], ['last', last]] as const) {
    if (value === undefined || value === null) continue;
    if (value < 0) throw new GraphQLError(`${name} must be a non-negative integer`, { extensions: { code: 'BAD_REQUEST' } });
    if (value > MAX_PAGE_SIZE) {
      throw new GraphQLError(`The page size ${name}: ${value} exceeds the maximum of ${MAX_PAGE_SIZE}`, {
        extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED' },
      });
    }
  }
  let start = 0;
  let end = items.length;
  const positionOf = (cursor: string): number => {
    const key = decodeCursor(cursor);
    const index = items.findIndex((item) => keyOf(item) === key);
    if (index === -1) throw new GraphQLError('Invalid cursor for current pagination sort.', { extensions: { code: 'BAD_REQUEST' } });
    return index;
  };
  if (after) start = positionOf(after) + 1;
  if (before) end = Math.max(start, positionOf(before));
  let slice = items.slice(start, end);
  let hasNextPage = end < items.length;
  let hasPreviousPage = start > 0;
  if (first !== undefined && first !== null) {
    if (slice.length > first) hasNextPage = true;
    slice = slice.slice(0, first);
  }
  if (last !== undefined && last !== null) {
    if (slice.length > last) hasPreviousPage = true;
    slice = last === 0 ? [] : slice.slice(-last);
  }
  const edges = slice.map((item) => ({ cursor: encodeCursor(keyOf(item)), node: toNode(item) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
