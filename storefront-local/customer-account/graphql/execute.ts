/**
 * Runs one Customer Account API request on the official schema; always answers a GraphQL-shaped body.
 * Its calculated cost is checked and charged to the customer before anything runs (customerApiLimits.ts),
 * and it executes within the same time limit as the Storefront API (graphql/executionLimit.ts).
 */
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { depthLimitRule } from '../../graphql/depthLimit';
import { MAX_QUERY_LENGTH, type GraphQLRequestBody, type RunOptions } from '../../graphql/execute';
import { Deadline, DEFAULT_EXECUTION_LIMIT, timeoutError } from '../../graphql/executionLimit';
import { viewFieldResolver } from '../../graphql/fallback';
import { operationCost } from '../../graphql/queryCost';
import type { AccountRequestContext } from './context';
import type { CostExtension, CustomerApiLimits } from './customerApiLimits';
import { accountMutationRoot, accountQueryRoot } from './root';
import { customerAccountSchema } from './schema';

export interface AccountGraphQLResponse {
  status: number;
  body:
    | ExecutionResult
    | { errors: ReadonlyArray<GraphQLError | { message: string; extensions?: Record<string, unknown> }>; extensions?: Record<string, unknown> };
}

const rules = [...specifiedRules, depthLimitRule()];

const badRequest = (message: string, status = 400): AccountGraphQLResponse => ({
  status,
  body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] },
});

export async function runAccountGraphQL(
  request: GraphQLRequestBody,
  context: AccountRequestContext,
  limits?: CustomerApiLimits,
  run: RunOptions = {},
): Promise<AccountGraphQLResponse> {
  const { query, variables, operationName } = request;
  if (typeof query !== 'string' || !query.trim()) return badRequest('Parameter Missing or Invalid: query is required');
  if (query.length > MAX_QUERY_LENGTH) return badRequest(`Query is too long (maximum is ${MAX_QUERY_LENGTH} characters)`, 413);
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return badRequest('Parameter Missing or Invalid: variables must be an object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return badRequest('Parameter Missing or Invalid: operationName must be a string');
  }
  const schema = customerAccountSchema();
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { status: 200, body: { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] } };
  }
  const operation = getOperationAST(document, (operationName as string | null | undefined) ?? undefined);
  const rawVariables = (variables ?? {}) as Record<string, unknown>;
  const isMutation = operation?.operation === 'mutation';
  // Validation walks the document several times: one already over the maximum as sent is refused first.
  if (limits && operation) {
    const max = isMutation ? limits.settings.maxMutationCost : limits.settings.maxQueryCost;
    const cost = operationCost(schema, document, operation, rawVariables);
    if (cost > max) {
      const verdict = limits.chargeCost(context.customerId, cost, isMutation);
      if (!verdict.ok) return { status: 200, body: { errors: [verdict.error] } };
    }
  }
  const validationErrors = validate(schema, document, rules);
  if (validationErrors.length) return { status: 200, body: { errors: validationErrors } };
  let costExtension: CostExtension | null = null;
  if (limits && operation) {
    // Coerced variables carry their defaults, so a `$first: Int = 250` page counts as 250.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables).coerced;
    const verdict = limits.chargeCost(context.customerId, operationCost(schema, document, operation, coerced ?? rawVariables), isMutation);
    if (!verdict.ok) return { status: 200, body: { errors: [verdict.error], ...(verdict.cost ? { extensions: { cost: verdict.cost } } : {}) } };
    costExtension = verdict.cost;
  }
  const limit = run.limit ?? DEFAULT_EXECUTION_LIMIT;
  const deadline = new Deadline(limit);
  try {
    const result = await deadline.race(
      Promise.resolve(
        execute({
          schema,
          document,
          rootValue: isMutation ? accountMutationRoot : accountQueryRoot,
          contextValue: context,
          variableValues: (variables ?? {}) as Record<string, unknown>,
          operationName: (operationName as string | null | undefined) ?? undefined,
          fieldResolver: deadline.guard(viewFieldResolver),
        }),
      ),
    );
    if (!result) return { status: 200, body: { errors: [timeoutError(limit.ms, run.requestId ?? null)] } };
    return { status: 200, body: costExtension ? { ...result, extensions: { ...result.extensions, cost: costExtension } } : result };
  } catch (error) {
    const requestId = run.requestId ? { requestId: run.requestId } : {};
    return { status: 500, body: { errors: [{ message: `Internal error: ${(error as Error).message}`, extensions: { code: 'INTERNAL_SERVER_ERROR', ...requestId } }] } };
  }
}
