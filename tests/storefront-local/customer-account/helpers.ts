/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in these tests */
/** Drives the local Customer Account imitation through its HTTP routes, as a browser and a public client would. */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildStorefrontApp, type StorefrontOptions } from '../../../storefront-local/server';
import { PUBLIC_URL, SITE_URL } from '../helpers';

export const CLIENT_ID = 'local-customer-account-client';
export const REDIRECT_URI = `${SITE_URL}/account/authorize/`;
export const GRAPHQL_PATH = '/account/customer/api/2025-07/graphql';

/** A clock the test moves by hand. */
export function testClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A storefront on new customer accounts (the hosted login and the Customer Account API are only there). */
export async function accountApp(options: StorefrontOptions = {}): Promise<FastifyInstance> {
  return buildStorefrontApp({ dataDir: null, seed: false, publicUrl: PUBLIC_URL, siteUrl: SITE_URL, customerAccounts: 'new', ...options });
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid email customer-account-api:full',
    state: 'state-123',
    nonce: 'nonce-456',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) search.set(k, v);
  return `/authentication/oauth/authorize?${search}`;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export const hiddenLogin = (html: string): string => {
  const match = /name="login" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no login id in the page');
  return match[1];
};

export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/__outbox.json?to=${encodeURIComponent(email)}` });
  const { emails } = response.json() as { emails: Array<{ subject: string; text: string }> };
  const match = /\b(\d{6})\b/.exec(emails[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no code e-mailed to ${email}`);
  return match[1];
}

/** The hosted login up to the e-mailed code; returns the login id and the code. */
export async function startLogin(app: FastifyInstance, email: string, challenge: string) {
  const page = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: challenge }) });
  if (page.statusCode !== 200) throw new Error(`authorize answered ${page.statusCode}: ${page.body}`);
  const login = hiddenLogin(page.body);
  const sent = await sendCode(app, login, email);
  if (sent.statusCode !== 303) throw new Error(`login email answered ${sent.statusCode}`);
  return { login, code: await latestCode(app, email) };
}

/** The e-mail step's post (also the code step's "Send a new code"). */
export const sendCode = (app: FastifyInstance, login: string, email: string) =>
  app.inject({ method: 'POST', url: '/authentication/login/email', ...form({ login, email }) });

/** Follows a redirect-after-post to the page it names, as the browser does (GET). */
export async function followed(app: FastifyInstance, response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode !== 303) return response;
  return app.inject({ method: 'GET', url: String(response.headers.location) });
}

export const submitCode = (app: FastifyInstance, login: string, code: string) =>
  app.inject({ method: 'POST', url: '/authentication/login/code', ...form({ login, code }) });

/** Hosted login → authorization code (from the redirect). */
export async function authorizationCode(app: FastifyInstance, email: string, challenge: string): Promise<string> {
  const { login, code } = await startLogin(app, email, challenge);
  const redirect = await submitCode(app, login, code);
  const location = new URL(String(redirect.headers.location));
  const value = location.searchParams.get('code');
  if (redirect.statusCode !== 302 || !value) throw new Error(`no authorization code: ${redirect.statusCode} ${redirect.body}`);
  return value;
}

export const tokenRequest = (app: FastifyInstance, fields: Record<string, string>, origin = SITE_URL) =>
  app.inject({ method: 'POST', url: '/authentication/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, payload: new URLSearchParams(fields).toString() });

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

/** A full sign-in: returns the token response. */
export async function signIn(app: FastifyInstance, email: string): Promise<Tokens> {
  const { verifier, challenge } = pkce();
  const code = await authorizationCode(app, email, challenge);
  const response = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, code, code_verifier: verifier });
  if (response.statusCode !== 200) throw new Error(`token answered ${response.statusCode}: ${response.body}`);
  return response.json() as Tokens;
}

export async function accountQuery(app: FastifyInstance, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', origin: SITE_URL, ...(token === null ? {} : { authorization: token }) },
    payload: { query, variables },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() as { data?: any; errors?: Array<{ message: string }>; extensions?: any } };
}
