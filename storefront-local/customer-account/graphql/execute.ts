/** Runs one Customer Account API request on the official schema; always answers a GraphQL-shaped body. */
import { execute, getOperationAST, GraphQLError, parse, specifiedRules, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import { depthLimitRule } from '../../graphql/depthLimit';
import { MAX_QUERY_LENGTH, type GraphQLRequestBody } from '../../graphql/execute';
import { viewFieldResolver } from '../../graphql/fallback';
import type { AccountRequestContext } from './context';
import { accountMutationRoot, accountQueryRoot } from './root';
import { customerAccountSchema } from './schema';

export interface AccountGraphQLResponse {
  status: number;
  body: ExecutionResult | { errors: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

const rules = [...specifiedRules, depthLimitRule()];

const badRequest = (message: string, status = 400): AccountGraphQLResponse => ({
  status,
  body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] },
});

export async function runAccountGraphQL(request: GraphQLRequestBody, context: AccountRequestContext): Promise<AccountGraphQLResponse> {
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
  const validationErrors = validate(schema, document, rules);
  if (validationErrors.length) return { status: 200, body: { errors: validationErrors } };
  const operation = getOperationAST(document, (operationName as string | null | undefined) ?? undefined);
  try {
    const result = await execute({
      schema,
      document,
      rootValue: operation?.operation === 'mutation' ? accountMutationRoot : accountQueryRoot,
      contextValue: context,
      variableValues: (variables ?? {}) as Record<string, unknown>,
      operationName: (operationName as string | null | undefined) ?? undefined,
      fieldResolver: viewFieldResolver,
    });
    return { status: 200, body: result };
  } catch (error) {
    return { status: 500, body: { errors: [{ message: `Internal error: ${(error as Error).message}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
  }
}
