/**
 * The Customer Account API's request function fails with one error type, CustomerAccountError, whose
 * kind says what the caller does: the token refused (401, https://shopify.dev/docs/api/customer#authentication),
 * the rate limits held (https://shopify.dev/docs/api/usage/limits#rate-limits), the shop unreachable,
 * or GraphQL errors in the answer.
 */
import { graphql, http, HttpResponse } from 'msw';
import { CUSTOMER_ACCOUNT_CUSTOMER_QUERY } from '../../src/accounts/documents/customerAccount';
import { CustomerAccountError } from '../../src/accounts/new/errors';
import { createCustomerAccountRequest, throttleTimer } from '../../src/accounts/new/graphql';
import type { Discovery } from '../../src/accounts/new/oauth';
import { server } from '../msw/node';
import { GRAPHQL_API, ISSUER } from './fakeCustomerAccount';

const discovery: Discovery = { as: { issuer: ISSUER }, graphqlApi: GRAPHQL_API };
const request = createCustomerAccountRequest(async () => discovery);

/** What the request failed with. */
const failure = (): Promise<unknown> => request(CUSTOMER_ACCOUNT_CUSTOMER_QUERY, 'shcat_x').then(() => null, (error: unknown) => error);

const answer = (resolver: () => Response) => server.use(http.post(GRAPHQL_API, resolver));

describe('the Customer Account API request', () => {
  it('gives the data of an answer without errors, sending the token itself', async () => {
    let authorization: string | null = null;
    server.use(
      graphql.query('CustomerAccountCustomer', ({ request: sent }) => {
        authorization = sent.headers.get('authorization');
        return HttpResponse.json({ data: { customer: { id: 'gid://shopify/Customer/1' } } });
      }),
    );
    await expect(request(CUSTOMER_ACCOUNT_CUSTOMER_QUERY, 'shcat_x')).resolves.toEqual({ customer: { id: 'gid://shopify/Customer/1' } });
    expect(authorization).toBe('shcat_x');
  });

  it.each([
    ['unauthorized', 401, () => HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })],
    ['unauthorized', 403, () => HttpResponse.json({}, { status: 403 })],
    ['network', 502, () => new HttpResponse('Bad gateway', { status: 502 })],
    ['graphql', 200, () => HttpResponse.json({ errors: [{ message: 'Field "x" doesn’t exist' }] })],
    ['graphql', 200, () => HttpResponse.json({ data: null })],
  ] as const)('fails as %s for an HTTP %i answer of that kind', async (kind, status, resolver) => {
    answer(resolver);
    const error = await failure();
    expect(error).toBeInstanceOf(CustomerAccountError);
    expect(error).toMatchObject({ kind, status });
  });

  it('fails as network when the API cannot be reached', async () => {
    answer(() => HttpResponse.error());
    expect(await failure()).toMatchObject({ name: 'CustomerAccountError', kind: 'network', status: undefined });
  });

  it('keeps the GraphQL errors of the answer', async () => {
    answer(() => HttpResponse.json({ errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    expect(await failure()).toMatchObject({ kind: 'graphql', graphQLErrors: [{ message: 'Internal error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
  });

  it('fails as throttled once the retries are spent, after waiting between them', async () => {
    const sleep = vi.spyOn(throttleTimer, 'sleep').mockResolvedValue(undefined);
    answer(() => HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, { status: 429, headers: { 'retry-after': '1' } }));
    expect(await failure()).toMatchObject({ kind: 'throttled', status: 429 });
    expect(sleep).toHaveBeenCalledTimes(3);
  });
});
