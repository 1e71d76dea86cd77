/**
 * Customer Account GraphQL requests: POST to the discovered graphql_api with the access token itself
 * in `Authorization` (no "Bearer"), as Shopify documents.
 * https://shopify.dev/docs/api/customer#authentication
 */
import type { VariablesArg } from '../../storefront/operationTypes';
import type { CustomerAccountData, CustomerAccountDocument, CustomerAccountVariables } from '../operationTypes';
import { AccountUnreachableError } from '../types';
import { discover } from './oauth';

/** The shop refused the access token (401): the session is over. */
export class AccessTokenRejectedError extends Error {
  override name = 'AccessTokenRejectedError';
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string }[];
}

/** Sends one operation; its data and variables are those codegen generated for the document. */
export async function customerAccountRequest<D extends CustomerAccountDocument>(
  document: D,
  accessToken: string,
  ...[variables]: VariablesArg<CustomerAccountVariables<D>>
): Promise<CustomerAccountData<D>> {
  type TData = CustomerAccountData<D>;
  let response: Response;
  try {
    const { graphqlApi } = await discover();
    response = await fetch(graphqlApi, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: accessToken },
      body: JSON.stringify({ query: document, variables: variables ?? {} }),
    });
  } catch (error) {
    if (error instanceof AccountUnreachableError) throw error;
    throw new AccountUnreachableError('The Customer Account API could not be reached', { cause: error });
  }
  if (response.status === 401 || response.status === 403) throw new AccessTokenRejectedError(`Customer Account API answered ${response.status}`);
  if (!response.ok) throw new AccountUnreachableError(`Customer Account API answered ${response.status}`);
  const body = (await response.json()) as GraphQLResponse<TData>;
  if (body.errors?.length || !body.data) {
    throw new Error(`Customer Account API error: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  }
  return body.data;
}
