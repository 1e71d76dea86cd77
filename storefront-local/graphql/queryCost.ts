/**
 * The requested cost (complexity) of an operation, computed before execution as Shopify documents it
 * (https://shopify.dev/docs/api/usage/limits#cost-calculation): scalars and enums cost 0, an object 1,
 * a connection 2 plus its page size (`first`/`last`) times the cost of one item, a mutation 10; an
 * interface or union costs its most expensive possible type. Aliases each count, so 30 aliased
 * `products(first: 250) { nodes { id } }` cost 30 × 252. In a connection only the items (`edges`,
 * `nodes`) are multiplied; `pageInfo`, `filters` and `totalCount` are read once per connection.
 *
 * Shopify gives every field a cost and only defaults it by return type; here the fields whose work is
 * a pass over the whole catalogue or listing, whatever the page size, carry a defined cost in object
 * units (measured against resolving one product): ranking a search, counting filter values, sorting
 * the catalogue. Without it 800 aliased `search(first: 1)` cost 2,400 and block for seconds.
 *
 * A page size is counted up to what the connection can hold in this shop (`ConnectionCaps`): a
 * product's variants and images, a cart's lines. Public clients ask for more than any product has —
 * Next.js Commerce reads `variants(first: 250)` of each of `products(first: 100)`, a requested cost of
 * about 78,600 that Shopify serves — while the work done is bounded by the data. Lists as large as
 * their page (the catalogue, a collection, a search) are counted in full, so 30 aliased 250-product
 * pages are still refused.
 *
 * Over the limit the Storefront API answers `MAX_COMPLEXITY_EXCEEDED` with the cost and the maximum
 * (https://shopify.dev/docs/api/storefront#rate-limits). Shopify publishes 1,000 for tokenless access
 * and no figure for token access (the only access served here); the limit sits above the heaviest
 * document the site sends (the order history: 50 orders × 30 line items, about 11,200) and far below
 * what used to pass (hundreds of aliased 250-product pages).
 */
import {
  getNamedType,
  GraphQLError,
  isAbstractType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export const MAX_QUERY_COST = 15_000;
const MUTATION_COST = 10;
const CONNECTION_BASE_COST = 2;

/** Sorting or filtering the catalogue or a collection before paging it. */
export const LISTING_SCAN_COST = 250;
/** Parsing and ranking a search over the catalogue. */
export const SEARCH_COST = 1_000;
/** Counting every filter value over the listing's products. */
export const FILTERS_COST = 500;

const DEFINED_COSTS: Record<string, number> = {
  'QueryRoot.products': LISTING_SCAN_COST,
  'QueryRoot.collections': LISTING_SCAN_COST,
  'QueryRoot.productTags': LISTING_SCAN_COST,
  'QueryRoot.productTypes': LISTING_SCAN_COST,
  'QueryRoot.productRecommendations': LISTING_SCAN_COST,
  'Collection.products': LISTING_SCAN_COST,
  'QueryRoot.search': SEARCH_COST,
  'QueryRoot.predictiveSearch': SEARCH_COST,
  'ProductConnection.filters': FILTERS_COST,
  'SearchResultItemConnection.productFilters': FILTERS_COST,
};

/** A page size from a literal or a variable; anything else (missing, negative, not a number) is 0. */
function pageSize(node: ValueNode | undefined, variables: Record<string, unknown>): number {
  if (!node) return 0;
  const raw = node.kind === Kind.VARIABLE ? variables[node.name.value] : node.kind === Kind.INT ? Number(node.value) : undefined;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
}

function argument(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((arg) => arg.name.value === name)?.value;
}

/** Where a selection set sits: plain, the items' side of a connection of `size`, or the mutation root. */
type Mode = { kind: 'plain' } | { kind: 'connection'; size: number } | { kind: 'mutation' };
const PLAIN: Mode = { kind: 'plain' };

const isConnection = (type: GraphQLNamedType): boolean => isObjectType(type) && type.name.endsWith('Connection');
const modeKey = (mode: Mode): string => (mode.kind === 'connection' ? `c${mode.size}` : mode.kind);

/**
 * The most items a connection (`Type.field`) can return in this shop, whatever its `first`/`last`:
 * its page size is counted up to that. A connection not named here counts its page size.
 */
export type ConnectionCaps = Readonly<Record<string, number>>;

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  caps: ConnectionCaps = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  // A fragment spread many times (or nested spreads doubling at each level) is costed once per type.
  const fragmentMemo = new Map<string, number>();

  const applies = (condition: string | undefined, type: GraphQLObjectType): boolean => {
    if (!condition || condition === type.name) return true;
    const conditionType = schema.getType(condition);
    return !!conditionType && isAbstractType(conditionType) && schema.isSubType(conditionType, type);
  };

  /** The cost of a selection set on a concrete type. */
  const costOn = (set: SelectionSetNode, type: GraphQLObjectType, mode: Mode, visiting: Set<string>): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, type, mode, visiting);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type)) total += costOn(selection.selectionSet, type, mode, visiting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visiting.has(name) || !applies(fragment.typeCondition.name.value, type)) continue;
        const key = `${name}|${type.name}|${modeKey(mode)}`;
        let cost = fragmentMemo.get(key);
        if (cost === undefined) {
          cost = costOn(fragment.selectionSet, type, mode, new Set([...visiting, name]));
          fragmentMemo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  /** Abstract types cost their most expensive possible type. */
  const costOfSet = (set: SelectionSetNode, type: GraphQLNamedType, mode: Mode, visiting: Set<string>): number => {
    if (isObjectType(type)) return costOn(set, type, mode, visiting);
    if (isAbstractType(type)) {
      return schema.getPossibleTypes(type).reduce((most, possible) => Math.max(most, costOn(set, possible, mode, visiting)), 0);
    }
    return 0;
  };

  function fieldCost(field: FieldNode, parent: GraphQLObjectType, mode: Mode, visiting: Set<string>): number {
    const definition = parent.getFields()[field.name.value];
    if (!definition) return 0;
    const defined = DEFINED_COSTS[`${parent.name}.${field.name.value}`] ?? 0;
    if (!field.selectionSet) return defined;
    const type = getNamedType(definition.type);
    if (isConnection(type)) {
      const asked = Math.max(pageSize(argument(field, 'first'), variables), pageSize(argument(field, 'last'), variables));
      const size = Math.min(asked, caps[`${parent.name}.${field.name.value}`] ?? asked);
      return defined + CONNECTION_BASE_COST + costOfSet(field.selectionSet, type, { kind: 'connection', size }, visiting);
    }
    const children = costOfSet(field.selectionSet, type, PLAIN, visiting);
    if (mode.kind === 'connection') {
      // `edges` is the list of items itself (only its `node` is charged); `nodes` charges each item;
      // anything else on the connection (pageInfo, filters) is one object.
      if (field.name.value === 'edges') return defined + mode.size * children;
      if (field.name.value === 'nodes') return defined + mode.size * (1 + children);
    }
    return defined + (mode.kind === 'mutation' ? MUTATION_COST : 1) + children;
  }

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return costOn(operation.selectionSet, root, operation.operation === 'mutation' ? { kind: 'mutation' } : PLAIN, new Set());
}

/** The Storefront API's refusal of an over-budget query, with the cost it computed and the maximum. */
export function maxComplexityError(cost: number): GraphQLError {
  return new GraphQLError('Complexity exceeded', { extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost, maxCost: MAX_QUERY_COST } });
}
