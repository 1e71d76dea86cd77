/**
 * Validates an authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636) for the one public client.
 * An unknown client or unregistered redirect URI must not redirect (§4.1.2.1: an open redirector
 * otherwise); every other problem goes back to the client as `error=` on its redirect URI.
 */
import { CLIENT_ID, MAX_STATE_LENGTH, SCOPES } from './config';
import type { AuthorizationRequest } from './sessions';

export type AuthorizationCheck =
  | { kind: 'ok'; request: AuthorizationRequest }
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; redirectUri: string; error: string; description: string; state: string | null };

const single = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** RFC 7636 §4.2: 43 characters of base64url for an S256 challenge. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function checkAuthorizationRequest(query: Record<string, unknown>, registeredRedirectUris: string | readonly string[]): AuthorizationCheck {
  const registered: readonly string[] = typeof registeredRedirectUris === 'string' ? [registeredRedirectUris] : registeredRedirectUris;
  // RFC 6749 §3.1: parameters MUST NOT be included more than once (the query parser makes them arrays).
  const repeated = Object.keys(query).filter((name) => Array.isArray(query[name]));
  if (repeated.includes('client_id') || repeated.includes('redirect_uri')) {
    return { kind: 'page', message: `Each parameter may be sent only once; repeated: ${repeated.join(', ')}.` };
  }
  const clientId = single(query.client_id);
  const redirectUri = single(query.redirect_uri);
  if (!clientId) return { kind: 'page', message: 'The request has no client_id.' };
  if (clientId !== CLIENT_ID) return { kind: 'page', message: `Unknown client_id "${clientId}".` };
  if (!redirectUri) return { kind: 'page', message: 'The request has no redirect_uri.' };
  // Exact match only (no prefix or pattern): a near miss would make this an open redirector.
  if (!registered.includes(redirectUri)) {
    return { kind: 'page', message: `The redirect_uri "${redirectUri}" is not registered for this client.` };
  }
  const sentState = single(query.state);
  // An over-long state is not echoed back: the client's redirect must not carry kilobytes either.
  const state = sentState !== null && sentState.length > MAX_STATE_LENGTH ? null : sentState;
  const fail = (error: string, description: string): AuthorizationCheck => ({ kind: 'redirect', redirectUri, error, description, state });
  if (state !== sentState) return fail('invalid_request', `state must be at most ${MAX_STATE_LENGTH} characters.`);
  if ((single(query.nonce) ?? '').length > MAX_STATE_LENGTH) return fail('invalid_request', `nonce must be at most ${MAX_STATE_LENGTH} characters.`);
  if (repeated.length) return fail('invalid_request', `Each parameter may be sent only once; repeated: ${repeated.join(', ')}.`);
  if (query.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be "code".');
  const scopes = (single(query.scope) ?? '').split(' ').filter(Boolean);
  if (!scopes.includes('openid')) return fail('invalid_scope', 'scope must include "openid".');
  const unknown = scopes.filter((scope) => !(SCOPES as readonly string[]).includes(scope));
  if (unknown.length) return fail('invalid_scope', `Unknown scope: ${unknown.join(' ')}.`);
  const codeChallenge = single(query.code_challenge);
  if (!codeChallenge) return fail('invalid_request', 'code_challenge is required (PKCE).');
  if (query.code_challenge_method !== 'S256') return fail('invalid_request', 'code_challenge_method must be "S256".');
  if (!S256_CHALLENGE.test(codeChallenge)) return fail('invalid_request', 'code_challenge must be 43 base64url characters.');
  return {
    kind: 'ok',
    request: { clientId, redirectUri, scope: scopes.join(' '), state, nonce: single(query.nonce), codeChallenge },
  };
}

/** The client's redirect URI with the given parameters added (its own query kept). */
export function redirectWith(redirectUri: string, params: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}
