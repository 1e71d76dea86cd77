/**
 * A fake shop for the Customer Account API (new customer accounts), for unit and store tests, built
 * to shopify.dev's documented protocol:
 * https://shopify.dev/docs/api/customer#authentication
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts
 * Discovery documents, JWKS, the token endpoint (authorization_code with PKCE S256, refresh_token with
 * rotation, OAuth error JSON), and the GraphQL endpoint (operations matched by name; 401 without a
 * valid token). `hostedLogin(url, email)` plays the shopper at the hosted login and gives the callback URL.
 */
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { createHash, randomUUID } from 'node:crypto';
import { env } from '../../src/config/env';

export const ORIGIN = env.storeDomain;
export const ISSUER = `${ORIGIN}/authentication`;
export const GRAPHQL_API = `${ORIGIN}/account/customer/api/2025-07/graphql`;
export const CLIENT_ID = env.customerAccountClientId;

const base64url = (buffer: Buffer) => buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const s256 = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

interface PendingCode {
  challenge: string;
  nonce: string;
  redirectUri: string;
  email: string;
  used: boolean;
  /** The tokens issued for the code, revoked when it comes again. */
  issued?: { access: string; refresh: string };
}

export interface FakeAccountCustomer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  addresses: { id: string; address1: string; city: string; zoneCode: string; territoryCode: string; zip: string }[];
  defaultAddressId: string | null;
  /** Order numbers, newest first. */
  orders: number[];
  marketingState: 'SUBSCRIBED' | 'NOT_SUBSCRIBED';
}

/**
 * A throttled answer the shop gives to the next request: the cost bucket cannot hold the request
 * (`THROTTLED` with extensions.cost, https://shopify.dev/docs/api/usage/limits#rate-limits), or too
 * many requests a minute (HTTP 429 with Retry-After,
 * https://shopify.dev/changelog/per-customer-request-limit-for-the-customer-account-api).
 */
export type ThrottledAnswer =
  | { kind: 'cost'; requested: number; available: number; restoreRate: number }
  | { kind: 'requests'; retryAfterS: number };

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

/** An order as the CustomerAccountOrder fragment selects it: one delivered line. */
export const fakeOrderJson = (number: number) => ({
  id: `gid://shopify/Order/${number}`,
  name: `#${number}`,
  number,
  processedAt: new Date(Date.UTC(2026, 0, 1) + number * 60_000).toISOString(),
  financialStatus: 'PAID',
  fulfillmentStatus: 'FULFILLED',
  statusPageUrl: `https://shop.example/orders/${number}`,
  cancelledAt: null,
  cancelReason: null,
  totalRefunded: money('0.00'),
  returns: { nodes: [] },
  returnInformation: { returnableLineItems: { nodes: [] } },
  subtotal: money('45.00'),
  subtotalBeforeDiscounts: money('45.00'),
  totalShipping: money('0.00'),
  totalPrice: money('45.00'),
  totalTax: null,
  totalDuties: null,
  discountApplications: { nodes: [] },
  shippingAddress: null,
  billingAddress: null,
  lineItems: {
    nodes: [
      {
        id: `gid://shopify/LineItem/${number}`,
        title: 'Coral Bikini Top',
        quantity: 1,
        sku: null,
        variantId: 'gid://shopify/ProductVariant/1',
        variantTitle: 'M',
        totalPrice: money('45.00'),
        price: money('45.00'),
        image: null,
        variantOptions: [{ name: 'Size', value: 'M' }],
      },
    ],
  },
  fulfillments: { nodes: [] },
  tracking: null,
});

export interface FakeOptions {
  /** Sign ID tokens with another key than the published one. */
  wrongSigningKey?: boolean;
  /** Put another nonce in the ID token than the one asked for. */
  wrongNonce?: boolean;
  expiresIn?: number;
}

export async function customerAccountApi(options: FakeOptions = {}) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const other = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const customers = new Map<string, FakeAccountCustomer>();
  const calls: { operation: string; variables: Record<string, unknown>; authorization: string | null }[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const throttled: ThrottledAnswer[] = [];

  const customerFor = (email: string): FakeAccountCustomer => {
    let customer = customers.get(email);
    if (!customer) {
      customer = {
        id: `gid://shopify/Customer/${7000 + customers.size}`,
        email,
        firstName: 'Marina',
        lastName: 'Costa',
        addresses: [{ id: 'gid://shopify/CustomerAddress/1', address1: '1 Ocean Drive', city: 'Miami Beach', zoneCode: 'FL', territoryCode: 'US', zip: '33139' }],
        defaultAddressId: 'gid://shopify/CustomerAddress/1',
        orders: [],
        marketingState: 'NOT_SUBSCRIBED',
      };
      customers.set(email, customer);
    }
    return customer;
  };

  const sign = async (claims: Record<string, unknown>, key: CryptoKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);

  const issue = (email: string) => {
    const access = `shcat_${randomUUID()}`;
    const refresh = `shcrt_${randomUUID()}`;
    accessTokens.set(access, email);
    refreshTokens.set(refresh, email);
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: options.expiresIn ?? 3600 };
  };

  const oauthError = (error: string, description: string) =>
    HttpResponse.json({ error, error_description: description }, { status: 400 });

  const handlers = [
    http.get(`${ORIGIN}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/oauth/authorize`,
        token_endpoint: `${ISSUER}/oauth/token`,
        end_session_endpoint: `${ISSUER}/logout`,
        jwks_uri: `${ISSUER}/.well-known/jwks.json`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'email', 'customer-account-api:full'],
        id_token_signing_alg_values_supported: ['ES256'],
        token_endpoint_auth_methods_supported: ['none'],
      }),
    ),
    http.get(`${ORIGIN}/.well-known/customer-account-api`, () => HttpResponse.json({ graphql_api: GRAPHQL_API })),
    http.get(`${ISSUER}/.well-known/jwks.json`, () => HttpResponse.json({ keys: [jwk] })),
    http.post(`${ISSUER}/oauth/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      tokenRequests.push(form);
      if (form.get('client_id') !== CLIENT_ID) return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
      if (form.get('grant_type') === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        if (pending?.used && pending.issued) {
          // A code used twice: the tokens issued for it are revoked (https://datatracker.ietf.org/doc/html/rfc6749#section-4.1.2).
          accessTokens.delete(pending.issued.access);
          refreshTokens.delete(pending.issued.refresh);
        }
        if (!pending || pending.used) return oauthError('invalid_grant', 'The authorization code is invalid or was already used.');
        pending.used = true;
        if (pending.redirectUri !== form.get('redirect_uri')) return oauthError('invalid_grant', 'redirect_uri does not match.');
        if (s256(form.get('code_verifier') ?? '') !== pending.challenge) return oauthError('invalid_grant', 'PKCE verification failed.');
        const customer = customerFor(pending.email);
        const idToken = await sign(
          { sub: customer.id, email: customer.email, nonce: options.wrongNonce ? 'another-nonce' : pending.nonce },
          options.wrongSigningKey ? other.privateKey : privateKey,
        );
        const tokens = issue(pending.email);
        pending.issued = { access: tokens.access_token, refresh: tokens.refresh_token };
        return HttpResponse.json({ ...tokens, id_token: idToken });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const email = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!email) return oauthError('invalid_grant', 'The refresh token is invalid.');
        refreshTokens.delete(form.get('refresh_token') ?? '');
        return HttpResponse.json(issue(email));
      }
      return oauthError('unsupported_grant_type', 'Unsupported grant type.');
    }),
    http.post(GRAPHQL_API, async ({ request }) => {
      const authorization = request.headers.get('authorization');
      const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables ?? {}, authorization });
      const email = authorization ? accessTokens.get(authorization) : undefined;
      if (!email) return HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 });
      const customer = customerFor(email);
      const limit = throttled.shift();
      if (limit?.kind === 'requests') {
        return HttpResponse.json(
          { errors: [{ message: 'Throttled: too many requests for this customer', extensions: { code: 'THROTTLED' } }] },
          { status: 429, headers: { 'retry-after': String(limit.retryAfterS) } },
        );
      }
      if (limit?.kind === 'cost') {
        return HttpResponse.json({
          errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/limits' } }],
          extensions: {
            cost: {
              requestedQueryCost: limit.requested,
              actualQueryCost: null,
              throttleStatus: { maximumAvailable: 400_000, currentlyAvailable: limit.available, restoreRate: limit.restoreRate },
            },
          },
        });
      }
      const addressJson = (a: FakeAccountCustomer['addresses'][number]) => ({
        ...a,
        firstName: customer.firstName,
        lastName: customer.lastName,
        company: null,
        address2: null,
        province: a.zoneCode,
        country: 'United States',
        phoneNumber: null,
        formattedArea: `${a.city} ${a.zoneCode}, United States`,
      });
      const customerJson = () => ({
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        emailAddress: { emailAddress: customer.email, marketingState: customer.marketingState },
        phoneNumber: null,
        defaultAddress: customer.defaultAddressId ? { id: customer.defaultAddressId, territoryCode: 'US' } : null,
      });
      switch (operation) {
        case 'CustomerAccountCustomer':
          return HttpResponse.json({ data: { customer: customerJson() } });
        case 'CustomerAccountAddresses':
          return HttpResponse.json({
            data: { customer: { id: customer.id, defaultAddress: customer.defaultAddressId ? { id: customer.defaultAddressId } : null, addresses: { nodes: customer.addresses.map(addressJson) } } },
          });
        case 'CustomerAccountAddressUpdate': {
          const vars = body.variables as { addressId: string; address?: { address1?: string; city?: string }; defaultAddress?: boolean };
          const found = customer.addresses.find((a) => a.id === vars.addressId);
          if (!found) return HttpResponse.json({ data: { customerAddressUpdate: { customerAddress: null, userErrors: [{ code: 'NOT_FOUND', field: ['addressId'], message: 'Address not found' }] } } });
          if (vars.address?.address1) found.address1 = vars.address.address1;
          if (vars.address?.city) found.city = vars.address.city;
          if (vars.defaultAddress) customer.defaultAddressId = found.id;
          return HttpResponse.json({ data: { customerAddressUpdate: { customerAddress: { id: found.id }, userErrors: [] } } });
        }
        case 'CustomerAccountUpdate': {
          const input = (body.variables as { input: { firstName?: string; lastName?: string } }).input;
          if (input.firstName !== undefined) customer.firstName = input.firstName;
          if (input.lastName !== undefined) customer.lastName = input.lastName;
          return HttpResponse.json({ data: { customerUpdate: { customer: customerJson(), userErrors: [] } } });
        }
        case 'CustomerAccountOrders': {
          const vars = body.variables as { first: number; after?: string; query?: string };
          const named = /^name:#?(\d+)$/.exec(vars.query ?? '');
          const numbers = named ? customer.orders.filter((n) => n === Number(named[1])) : customer.orders;
          const start = vars.after ? Number(vars.after) : 0;
          const end = start + vars.first;
          const hasNextPage = end < numbers.length;
          return HttpResponse.json({
            data: { customer: { orders: { pageInfo: { hasNextPage, endCursor: hasNextPage ? String(end) : null }, nodes: numbers.slice(start, end).map(fakeOrderJson) } } },
          });
        }
        case 'CustomerAccountEmailMarketingSubscribe':
        case 'CustomerAccountEmailMarketingUnsubscribe': {
          const subscribe = operation === 'CustomerAccountEmailMarketingSubscribe';
          const key = subscribe ? 'customerEmailMarketingSubscribe' : 'customerEmailMarketingUnsubscribe';
          const already = subscribe && customer.marketingState === 'SUBSCRIBED';
          customer.marketingState = subscribe ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED';
          return HttpResponse.json({
            data: {
              [key]: {
                emailAddress: { marketingState: customer.marketingState },
                userErrors: already ? [{ code: 'CUSTOMER_ALREADY_SUBSCRIBED', field: null, message: 'Already subscribed' }] : [],
              },
            },
          });
        }
        default:
          return HttpResponse.json({ errors: [{ message: `Unexpected operation ${operation}` }] });
      }
    }),
  ];

  /** The shopper at the hosted login: enters `email` and the e-mailed code; the shop redirects back. */
  function hostedLogin(authorizationUrl: URL, email = 'marina@example.com'): URL {
    const params = authorizationUrl.searchParams;
    if (params.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 required');
    const code = `code-${randomUUID()}`;
    codes.set(code, {
      challenge: params.get('code_challenge') ?? '',
      nonce: params.get('nonce') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      email,
      used: false,
    });
    const back = new URL(params.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.get('state') ?? '');
    return back;
  }

  /** The shop revokes every token (e.g. the customer signed out everywhere). */
  const revokeAll = () => {
    accessTokens.clear();
    refreshTokens.clear();
  };

  /** The next GraphQL requests get these throttled answers, one each, in order. */
  const throttleNext = (...answers: ThrottledAnswer[]) => throttled.push(...answers);

  return { handlers, hostedLogin, revokeAll, calls, tokenRequests, customers, customerFor, throttleNext };
}
