/**
 * Runs one Storefront API request: parse, validate (spec rules + a depth limit), refuse it when its
 * requested cost is over the Storefront API's complexity limit, read @inContext(country:, language:), execute
 * against the official schema of the served API version with our views, within a time limit (executionLimit.ts).
 * Always answers a GraphQL-shaped body; never throws.
 */
import {
  execute,
  getDirectiveValues,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { mergeConsent, NO_CONSENT, type VisitorConsent } from '../privacy/trackingConsent';
import type { VisitorPrivacy } from '../privacy/visitorPrivacy';
import { findMarketCountry } from '../markets/markets';
import { SHOP_LANGUAGE } from '../config';
import { currencyForCountry } from '../pricing/currency';
import type { Services } from '../services';
import { DEFAULT_API_VERSION, type ServedVersion } from './apiVersions';
import type { RequestContext } from './context';
import { depthLimitRule } from './depthLimit';
import { Deadline, DEFAULT_EXECUTION_LIMIT, timeoutError, type ExecutionLimit } from './executionLimit';
import { viewFieldResolver } from './fallback';
import { cartMutations } from './root/cartMutations';
import { customerMutations } from './root/customerMutations';
import { connectionCaps } from './connectionCaps';
import { maxComplexityError, MAX_QUERY_COST, operationCost } from './queryCost';
import { queryRoot } from './root/query';
import { storefrontSchema } from './schema';

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLResponse {
  status: number;
  body: ExecutionResult | { errors: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

export const MAX_QUERY_LENGTH = 100_000;

export interface RunOptions {
  /** The time execution may take (default Shopify's 10 seconds). */
  limit?: ExecutionLimit;
  /** The answer's X-Request-Id, named in errors Shopify asks to report with it. */
  requestId?: string;
}

const badRequest = (message: string, status = 400): GraphQLResponse => ({
  status,
  body: { errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] },
});

const rules = [...specifiedRules, depthLimitRule()];
const mutationRoot = { ...cartMutations, ...customerMutations };

interface BuyerContext {
  country: string;
  language: string;
  visitorConsent: VisitorConsent | null;
}

type ConsentInput = Partial<Record<keyof VisitorConsent, boolean | null>>;

function buyerContext(schema: GraphQLSchema, operation: OperationDefinitionNode, coerced: Record<string, unknown> | undefined, defaultCountry: string): BuyerContext {
  const directive = schema.getDirective('inContext');
  const fallback = { country: defaultCountry, language: SHOP_LANGUAGE, visitorConsent: null };
  if (!directive || !coerced) return fallback;
  const values = getDirectiveValues(directive, operation, coerced) as
    | { country?: string | null; language?: string | null; visitorConsent?: ConsentInput | null }
    | undefined;
  return {
    country: values?.country ?? fallback.country,
    language: values?.language ?? fallback.language,
    visitorConsent: values?.visitorConsent ? mergeConsent(NO_CONSENT, values.visitorConsent) : null,
  };
}

/** Integer defaults written in the operation's variable definitions (`$first: Int = 250`). */
function literalDefaults(operation: OperationDefinitionNode): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue?.kind === Kind.INT) defaults[definition.variable.name.value] = Number(definition.defaultValue.value);
  }
  return defaults;
}

export async function runGraphQL(
  request: GraphQLRequestBody,
  services: Services,
  version: ServedVersion = DEFAULT_API_VERSION,
  client: string | null = null,
  privacy?: VisitorPrivacy,
  run: RunOptions = {},
): Promise<GraphQLResponse> {
  const { query, variables, operationName } = request;
  if (typeof query !== 'string' || !query.trim()) return badRequest('Parameter Missing or Invalid: query is required');
  if (query.length > MAX_QUERY_LENGTH) return badRequest(`Query is too long (maximum is ${MAX_QUERY_LENGTH} characters)`, 413);
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return badRequest('Parameter Missing or Invalid: variables must be an object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return badRequest('Parameter Missing or Invalid: operationName must be a string');
  }
  const schema = storefrontSchema(version);
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { status: 200, body: { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] } };
  }
  const operation = getOperationAST(document, (operationName as string | null | undefined) ?? undefined);
  const rawVariables = (variables ?? {}) as Record<string, unknown>;
  // Validation walks the whole document several times; a document already over budget with the
  // variables as sent (and literal defaults) is refused after one cheap walk instead.
  if (operation) {
    const cost = operationCost(schema, document, operation, { ...literalDefaults(operation), ...rawVariables }, connectionCaps(services.catalogue));
    if (cost > MAX_QUERY_COST) return { status: 200, body: { errors: [maxComplexityError(cost)] } };
  }
  const validationErrors = validate(schema, document, rules);
  if (validationErrors.length) return { status: 200, body: { errors: validationErrors } };

  // Priced before anything runs, so an over-budget document costs only its parse and validation.
  // Coerced variables carry their defaults, so a `$first: Int = 250` page counts as 250.
  const coerced = operation ? getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables).coerced : undefined;
  if (operation) {
    const cost = operationCost(schema, document, operation, coerced ?? rawVariables, connectionCaps(services.catalogue));
    if (cost > MAX_QUERY_COST) return { status: 200, body: { errors: [maxComplexityError(cost)] } };
  }
  const { defaultCountry } = services.shop;
  const buyer = operation ? buyerContext(schema, operation, coerced, defaultCountry) : { country: defaultCountry, language: SHOP_LANGUAGE, visitorConsent: null };
  const context: RequestContext = {
    services,
    country: buyer.country,
    language: buyer.language,
    currency: currencyForCountry(buyer.country),
    client,
    visitorConsent: buyer.visitorConsent,
    ...(privacy ? { privacy } : {}),
  };
  const limit = run.limit ?? DEFAULT_EXECUTION_LIMIT;
  const deadline = new Deadline(limit);
  try {
    const result = await deadline.race(
      Promise.resolve(
        execute({
          schema,
          document,
          rootValue: operation?.operation === 'mutation' ? mutationRoot : queryRoot,
          contextValue: context,
          variableValues: rawVariables,
          operationName: (operationName as string | null | undefined) ?? undefined,
          fieldResolver: deadline.guard(viewFieldResolver),
        }),
      ),
    );
    if (!result) return { status: 200, body: { errors: [timeoutError(limit.ms, run.requestId ?? null)] } };
    // Shopify falls back to supported values for an unsupported `@inContext` country or language and
    // returns "the actual country and language context" as a response extension: a client asking for
    // FR learns that the answer is in English, the only language localization lists.
    const served = { country: findMarketCountry(context.country) ? context.country : defaultCountry, language: SHOP_LANGUAGE };
    return { status: 200, body: { ...result, extensions: { ...result.extensions, context: served } } };
  } catch (error) {
    const requestId = run.requestId ? { requestId: run.requestId } : {};
    return { status: 500, body: { errors: [{ message: `Internal error: ${(error as Error).message}`, extensions: { code: 'INTERNAL_SERVER_ERROR', ...requestId } }] } };
  }
}
