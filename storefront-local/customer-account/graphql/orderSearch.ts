/**
 * The `query` argument of Customer.orders in Shopify's search syntax, as far as an account page
 * needs it: `name:#1001` / `name:1001`, `order_number:1001`, `confirmation_number:…`, `id:…` (with
 * >, >=, <, <=), and free text (matched against the name and the number). Terms are ANDed; `OR`
 * between terms, `AND`, and a leading `-` (NOT) work as documented. An unknown field matches nothing
 * rather than everything, so a filter is never silently ignored.
 * https://shopify.dev/docs/api/customer/2025-07/objects/Customer#field-orders
 * https://shopify.dev/changelog/new-filter-options-added-to-orders-connection-in-customer-account-api
 * https://shopify.dev/docs/api/usage/search-syntax
 */

export interface SearchableOrder {
  id: number;
  orderNumber: number;
  confirmationNumber: string;
}

type Predicate = (order: SearchableOrder) => boolean;

/** Splits on spaces outside double quotes; quotes are dropped. */
function tokens(query: string): string[] {
  const out: string[] = [];
  const pattern = /(-?[\w.]+:)?"([^"]*)"|\S+/g;
  for (const match of query.matchAll(pattern)) {
    out.push(match[2] !== undefined ? `${match[1] ?? ''}${match[2]}` : match[0]);
  }
  return out;
}

const normalName = (value: string): string => value.trim().replace(/^#/, '').toLowerCase();

function compare(actual: number, raw: string): boolean {
  const match = /^(>=|<=|>|<)?(\d+)$/.exec(raw);
  if (!match) return false;
  const expected = Number(match[2]);
  switch (match[1]) {
    case '>=': return actual >= expected;
    case '<=': return actual <= expected;
    case '>': return actual > expected;
    case '<': return actual < expected;
    default: return actual === expected;
  }
}

function term(raw: string): Predicate {
  const negated = raw.startsWith('-');
  const body = negated ? raw.slice(1) : raw;
  const colon = body.indexOf(':');
  let predicate: Predicate;
  if (colon <= 0) {
    const text = normalName(body);
    predicate = (o) => String(o.orderNumber) === text || o.confirmationNumber.toLowerCase() === text;
  } else {
    const field = body.slice(0, colon).toLowerCase();
    const value = body.slice(colon + 1);
    switch (field) {
      case 'name':
      case 'order_number':
        predicate = (o) => String(o.orderNumber) === normalName(value);
        break;
      case 'confirmation_number':
        predicate = (o) => o.confirmationNumber.toLowerCase() === value.trim().toLowerCase();
        break;
      case 'id': {
        const id = value.replace(/^gid:\/\/shopify\/Order\//, '');
        predicate = (o) => compare(o.id, id);
        break;
      }
      default:
        predicate = () => false;
    }
  }
  return negated ? (o) => !predicate(o) : predicate;
}

/** The orders a query keeps, in their order; an empty query keeps them all. */
export function filterOrders<T extends SearchableOrder>(orders: readonly T[], query: string | null | undefined): T[] {
  const words = tokens(query ?? '');
  if (!words.length) return [...orders];
  // OR binds tighter than the implicit AND: `a OR b c` is (a OR b) AND c.
  const groups: Predicate[][] = [];
  let joinNext = false;
  for (const word of words) {
    if (word === 'AND') continue;
    if (word === 'OR') {
      joinNext = groups.length > 0;
      continue;
    }
    const predicate = term(word);
    if (joinNext) groups[groups.length - 1]?.push(predicate);
    else groups.push([predicate]);
    joinNext = false;
  }
  return orders.filter((order) => groups.every((group) => group.some((p) => p(order))));
}
