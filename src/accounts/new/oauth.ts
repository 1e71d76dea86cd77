/**
 * The Customer Account API's OAuth 2.0 / OpenID Connect protocol for a public browser client, done by
 * oauth4webapi (discovery, PKCE S256, state, nonce, code exchange, ID-token claims, refresh) with the
 * ID token's signature verified by jose against the published JWKS.
 * https://shopify.dev/docs/storefronts/headless/building-with-the-customer-account-api/customer-accounts
 * https://shopify.dev/docs/api/customer#authentication
 *
 * Discovery starts at the shop's own domain (`/.well-known/openid-configuration`), as Shopify
 * documents for headless stores; the issuer it names may live on another host (shopify.com), so the
 * document's own issuer is the one its endpoints and ID tokens are checked against.
 *
 * createOAuthClient() makes a client that fetches discovery once (per visit: the backend makes one);
 * its requests fail with a CustomerAccountError, and the sign-in callback answers with an outcome the
 * page can show rather than throwing.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import * as v from 'valibot';
import { env } from '../../config/env';
import { CUSTOMER_ACCOUNT_SIGN_IN_KEY, CUSTOMER_ACCOUNT_SIGN_IN_MAX_AGE_MS } from '../../config/accounts';
import { ROUTES } from '../../config/site';
import { browserStorage, readJSON, removeItem, writeJSON } from '../../browser/storage';
import { memoiseUntilFailure } from '../../browser/memoise';
import type { SessionToken } from '../types';
import { CustomerAccountError } from './errors';

/** The scopes the site asks for: sign-in identity, e-mail, and the Customer Account GraphQL API. */
export const SCOPES = 'openid email customer-account-api:full';

/** Why a sign-in callback could not finish. */
export type SignInFailureReason = 'state' | 'missing' | 'denied' | 'code' | 'id-token' | 'unreachable';

/** A sign-in problem the shopper is told about, with a message fit for the page. */
export interface SignInFailure {
  ok: false;
  reason: SignInFailureReason;
  message: string;
  /** What went wrong underneath, for the log. */
  cause?: unknown;
}

export type SignInOutcome = { ok: true; token: SessionToken; returnTo: string } | SignInFailure;

const failure = (reason: SignInFailureReason, message: string, cause?: unknown): SignInFailure => ({
  ok: false,
  reason,
  message,
  ...(cause === undefined ? {} : { cause }),
});

export interface Discovery {
  as: oauth.AuthorizationServer;
  graphqlApi: string;
}

const storeOrigin = (): URL => {
  const domain = env.storeDomain;
  return new URL(/^https?:\/\//.test(domain) ? domain : `https://${domain}`);
};

/** Plain http only for the local storefront on a loopback host; a real shop is https. */
const insecureAllowed = (url: URL): boolean =>
  url.protocol === 'http:' && /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i.test(url.hostname);

const requestOptions = () => ({ [oauth.allowInsecureRequests]: insecureAllowed(storeOrigin()) });

export const client = (): oauth.Client => ({ client_id: env.customerAccountClientId });

const graphqlDiscoverySchema = v.object({ graphql_api: v.pipe(v.string(), v.url()) });
const issuerSchema = v.object({ issuer: v.pipe(v.string(), v.url()) });

async function discoverOnce(): Promise<Discovery> {
  const origin = storeOrigin();
  let response: Response;
  let apiResponse: Response;
  try {
    [response, apiResponse] = await Promise.all([
      oauth.discoveryRequest(origin, { algorithm: 'oidc', ...requestOptions() }),
      fetch(new URL('/.well-known/customer-account-api', origin), { headers: { accept: 'application/json' } }),
    ]);
  } catch (error) {
    throw new CustomerAccountError('The shop’s sign-in service could not be reached', 'network', { cause: error });
  }
  const named = v.safeParse(issuerSchema, await response.clone().json().catch(() => null));
  if (!named.success) throw new CustomerAccountError('The shop’s openid-configuration names no issuer', 'discovery', { status: response.status });
  const as = await oauth.processDiscoveryResponse(new URL(named.output.issuer), response);
  const api = v.safeParse(graphqlDiscoverySchema, await apiResponse.json().catch(() => null));
  if (!api.success) throw new CustomerAccountError('The shop’s customer-account-api document names no graphql_api', 'discovery', { status: apiResponse.status });
  return { as, graphqlApi: api.output.graphql_api };
}

// ---- The sign-in in progress (this tab only) ----

const pendingSchema = v.object({
  state: v.pipe(v.string(), v.minLength(1)),
  nonce: v.pipe(v.string(), v.minLength(1)),
  codeVerifier: v.pipe(v.string(), v.minLength(43)),
  returnTo: v.pipe(v.string(), v.startsWith('/')),
  startedAt: v.number(),
});
type PendingSignIn = v.InferOutput<typeof pendingSchema>;

const sessionStore = () => browserStorage('session');

/** The callback URI registered in the Headless channel: this site's /account/authorize/. */
export const redirectUri = (origin = window.location.origin): string => new URL(ROUTES.accountAuthorize, origin).toString();

/** A path of this site only (never an open redirect to another origin). */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path?.startsWith('/')) return ROUTES.account;
  // Resolved as a browser would ("/\t/host" and "/\\host" are other origins), then kept only if still here.
  const base = 'https://site.invalid';
  try {
    const url = new URL(path, base);
    const kept = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can leave "//host" behind ("/.//host" → "//host"): what is kept must resolve here too.
    return url.origin === base && new URL(kept, base).origin === base ? kept : ROUTES.account;
  } catch {
    return ROUTES.account;
  }
}

async function authorizationUrl(discover: () => Promise<Discovery>, returnTo: string, now = Date.now()): Promise<URL> {
  const { as } = await discover();
  if (!as.authorization_endpoint) throw new Error('The shop has no authorization_endpoint');
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier,
    returnTo: safeReturnPath(returnTo),
    startedAt: now,
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', env.customerAccountClientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('scope', SCOPES);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  writeJSON(CUSTOMER_ACCOUNT_SIGN_IN_KEY, pending, sessionStore());
  return url;
}

/** The pending sign-in, taken (it is single-use); null when there is none, it is unreadable or stale. */
function takePending(now: number): PendingSignIn | null {
  const storage = sessionStore();
  const pending = readJSON(CUSTOMER_ACCOUNT_SIGN_IN_KEY, v.nullable(pendingSchema), null, storage);
  removeItem(CUSTOMER_ACCOUNT_SIGN_IN_KEY, storage);
  if (!pending || now - pending.startedAt > CUSTOMER_ACCOUNT_SIGN_IN_MAX_AGE_MS || pending.startedAt > now) return null;
  return pending;
}

const toSessionToken = (result: oauth.TokenEndpointResponse, now: number, previous?: SessionToken): SessionToken => {
  const expiresIn = typeof result.expires_in === 'number' && result.expires_in > 0 ? result.expires_in : 3600;
  const idToken = result.id_token ?? previous?.idToken;
  const refreshToken = result.refresh_token ?? previous?.refreshToken;
  return {
    accessToken: result.access_token,
    expiresAt: new Date(now + expiresIn * 1000).toISOString(),
    ...(refreshToken ? { refreshToken } : {}),
    ...(idToken ? { idToken } : {}),
  };
};

/** The ID token's signature, against the keys the shop publishes at jwks_uri. */
const NOT_VERIFIED = 'The sign-in could not be verified. Please sign in again.';

/** The ID token's signature, against the keys the shop publishes at jwks_uri; the failure when it does not hold. */
async function idTokenSignatureFailure(as: oauth.AuthorizationServer, idToken: string): Promise<SignInFailure | null> {
  if (!as.jwks_uri) return failure('id-token', 'The shop publishes no signing keys.');
  try {
    await jwtVerify(idToken, createRemoteJWKSet(new URL(as.jwks_uri)), { issuer: as.issuer, audience: env.customerAccountClientId });
    return null;
  } catch (error) {
    return failure('id-token', NOT_VERIFIED, error);
  }
}

/** Why a finished sign-in failed, in words for the shopper. */
function explain(error: unknown): SignInFailure {
  if (error instanceof oauth.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? failure('denied', 'Sign-in was cancelled.', error)
      : failure('denied', 'The shop could not sign you in. Please try again.', error);
  }
  if (error instanceof oauth.ResponseBodyError) {
    // invalid_grant: the code was used already, expired, or the verifier does not match.
    return failure('code', 'That sign-in has expired or was already used. Please sign in again.', error);
  }
  if (error instanceof oauth.OperationProcessingError || error instanceof oauth.UnsupportedOperationError) {
    const claims = (error as { code?: string }).code === oauth.JWT_CLAIM_COMPARISON || (error as { code?: string }).code === oauth.JWT_TIMESTAMP_CHECK;
    return claims
      ? failure('id-token', NOT_VERIFIED, error)
      : failure('state', 'The sign-in response did not match the one this browser started. Please sign in again.', error);
  }
  if ((error instanceof CustomerAccountError && error.kind === 'network') || error instanceof TypeError) {
    return failure('unreachable', 'The shop could not be reached. Check your connection and sign in again.', error);
  }
  return failure('code', 'Sign-in failed. Please try again.', error);
}

/**
 * The callback: checks state against the pending sign-in, exchanges the code with the PKCE verifier,
 * checks the ID token (nonce, issuer, audience, times, signature).
 */
async function exchangeCode(discover: () => Promise<Discovery>, callbackUrl: URL, now = Date.now()): Promise<SignInOutcome> {
  const pending = takePending(now);
  if (!pending) return failure('missing', 'This sign-in was not started in this browser tab, or took too long. Please sign in again.');
  try {
    const { as } = await discover();
    const params = oauth.validateAuthResponse(as, client(), callbackUrl, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(as, client(), oauth.None(), params, redirectUri(), pending.codeVerifier, requestOptions());
    const result = await oauth.processAuthorizationCodeResponse(as, client(), response, { expectedNonce: pending.nonce, requireIdToken: true });
    if (!result.id_token) return failure('id-token', NOT_VERIFIED);
    const unverified = await idTokenSignatureFailure(as, result.id_token);
    if (unverified) return unverified;
    return { ok: true, token: toSessionToken(result, now), returnTo: pending.returnTo };
  } catch (error) {
    return explain(error);
  }
}

async function refresh(discover: () => Promise<Discovery>, token: SessionToken, now = Date.now()): Promise<SessionToken | null> {
  if (!token.refreshToken) return null;
  let as: oauth.AuthorizationServer;
  let response: Response;
  try {
    ({ as } = await discover());
    response = await oauth.refreshTokenGrantRequest(as, client(), oauth.None(), token.refreshToken, requestOptions());
  } catch (error) {
    if (error instanceof CustomerAccountError) throw error;
    throw new CustomerAccountError('Refreshing the session failed', 'network', { cause: error });
  }
  try {
    return toSessionToken(await oauth.processRefreshTokenResponse(as, client(), response), now, token);
  } catch (error) {
    // A server fault is not a refusal: the session is kept and refreshed later.
    if (response.status >= 500) throw new CustomerAccountError('Refreshing the session failed', 'network', { status: response.status, cause: error });
    return null;
  }
}

async function endSessionUrl(discover: () => Promise<Discovery>, token: SessionToken): Promise<URL | null> {
  const { as } = await discover();
  if (!as.end_session_endpoint) return null;
  const url = new URL(as.end_session_endpoint);
  if (token.idToken) url.searchParams.set('id_token_hint', token.idToken);
  url.searchParams.set('post_logout_redirect_uri', new URL('/', window.location.origin).toString());
  return url;
}

export interface OAuthClient {
  /** The shop's authorization server and Customer Account API endpoint, fetched once by this client. */
  discover: () => Promise<Discovery>;
  /**
   * Builds the hosted-login URL: a fresh PKCE verifier (S256 challenge), state and nonce, remembered in
   * sessionStorage for the callback.
   */
  authorizationUrl: (returnTo: string, now?: number) => Promise<URL>;
  /** The callback's outcome: the session's token and where to return, or why it failed (never throws). */
  exchangeCode: (callbackUrl: URL, now?: number) => Promise<SignInOutcome>;
  /**
   * A new access token from the refresh token (which rotates). Null when the shop refuses it
   * (invalid_grant: revoked or expired); a CustomerAccountError (network) when it cannot be reached.
   */
  refresh: (token: SessionToken, now?: number) => Promise<SessionToken | null>;
  /** Where sign-out sends the browser: the end-session endpoint, back to the shop's home page. */
  endSessionUrl: (token: SessionToken) => Promise<URL | null>;
}

/** A client of the shop's OAuth server; a failed discovery is tried again on the next call. */
export function createOAuthClient(): OAuthClient {
  const discover = memoiseUntilFailure(discoverOnce);
  return {
    discover,
    authorizationUrl: (returnTo, now) => authorizationUrl(discover, returnTo, now),
    exchangeCode: (callbackUrl, now) => exchangeCode(discover, callbackUrl, now),
    refresh: (token, now) => refresh(discover, token, now),
    endSessionUrl: (token) => endSessionUrl(discover, token),
  };
}
