/**
 * The requested cost of an operation, computed before execution as Shopify documents it
 * (https://shopify.dev/docs/api/usage/rate-limits#cost-calculation): scalars and enums cost 0, an
 * object 1, a connection 2 plus its page size (`first`/`last`) times the cost of one item, a
 * mutation 10; an interface or union costs its most expensive possible type. Aliases each count, so
 * 30 aliased `products(first: 250)` cost 30 × 252.
 *
 * The single-query maximum is not Shopify's Admin API 1000: the Storefront API publishes no cost
 * limit, and the site's own build query (AllProducts: 250 products × 50 variants) costs 72,002 by
 * these rules, its cart fragment 1,273. The limit sits above the heaviest document the site sends,
 * so it refuses what costs more than the site ever asks for (400 aliased `products(first: 250)`,
 * seconds of work) and nothing the site needs.
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

export const MAX_QUERY_COST = 100_000;
const MUTATION_COST = 10;
const CONNECTION_BASE_COST = 2;

/** A page size from a literal or a variable; anything else (missing, negative, not a number) is 0. */
function pageSize(node: ValueNode | undefined, variables: Record<string, unknown>): number {
  if (!node) return 0;
  const raw = node.kind === Kind.VARIABLE ? variables[node.name.value] : node.kind === Kind.INT ? Number(node.value) : undefined;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
}

function argument(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((arg) => arg.name.value === name)?.value;
}

type Mode = 'plain' | 'connection' | 'mutation';

const isConnection = (type: GraphQLNamedType): boolean => isObjectType(type) && type.name.endsWith('Connection');

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
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

  /**
   * The cost of a selection set on a concrete type. In a connection `edges` is free (its node
   * counts); on the mutation root each field costs 10 instead of 1.
   */
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
        const key = `${name}|${type.name}|${mode}`;
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
    if (!definition || !field.selectionSet) return 0;
    const type = getNamedType(definition.type);
    if (isConnection(type)) {
      const size = Math.max(pageSize(argument(field, 'first'), variables), pageSize(argument(field, 'last'), variables));
      return CONNECTION_BASE_COST + size * costOfSet(field.selectionSet, type, 'connection', visiting);
    }
    const children = costOfSet(field.selectionSet, type, 'plain', visiting);
    // Inside a connection, `edges` is the list of items itself: only its `node` is charged.
    if (mode === 'connection' && field.name.value === 'edges') return children;
    return (mode === 'mutation' ? MUTATION_COST : 1) + children;
  }

  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return costOn(operation.selectionSet, root, operation.operation === 'mutation' ? 'mutation' : 'plain', new Set());
}

/** Shopify's refusal of an over-budget query, with the cost it computed. */
export function maxCostError(cost: number): GraphQLError {
  return new GraphQLError(
    `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}).\n\n` +
      'See https://shopify.dev/concepts/about-apis/rate-limits for more information on how the\ncost of a query is calculated.',
    { extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST, documentation: 'https://shopify.dev/api/usage/rate-limits' } },
  );
}
