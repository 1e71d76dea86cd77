/**
 * The token endpoint (RFC 6749 §3.2) for a public client: form-encoded, no secret, PKCE required.
 * Errors are 400 JSON `{ error, error_description }`; answers are never cached (§5.1).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { repeatedFields } from '../formBody';
import { CLIENT_ID, issuerOf, PATHS } from './config';
import type { CustomerAccountContext } from './context';
import { signIdToken } from './idTokens';
import type { GrantVerdict } from './sessions';

type OAuthError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';

/** RFC 7636 §4.1: 43–128 unreserved characters. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const oauthError = (reply: FastifyReply, error: OAuthError, description: string) =>
  reply.status(400).header('cache-control', 'no-store').header('pragma', 'no-cache').send({ error, error_description: description });

export function tokenRoutes(app: FastifyInstance, ctx: CustomerAccountContext): void {
  const { sessions, services, key, clock } = ctx;

  app.post<{ Body: unknown }>(PATHS.token, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return oauthError(reply, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
    }
    const repeated = repeatedFields(request.body);
    if (repeated.length) {
      return oauthError(reply, 'invalid_request', `Each parameter may be sent only once (RFC 6749 §3.2); repeated: ${repeated.join(', ')}.`);
    }
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const param = (name: string): string => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const grantType = param('grant_type');
    if (!grantType) return oauthError(reply, 'invalid_request', 'grant_type is required.');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return oauthError(reply, 'unsupported_grant_type', `grant_type "${grantType}" is not supported.`);
    }
    const clientId = param('client_id');
    if (!clientId) return oauthError(reply, 'invalid_request', 'client_id is required.');
    if (clientId !== CLIENT_ID) return oauthError(reply, 'invalid_client', `Unknown client_id "${clientId}".`);

    let verdict: GrantVerdict;
    if (grantType === 'authorization_code') {
      const missing = ['code', 'redirect_uri', 'code_verifier'].filter((name) => !param(name));
      if (missing.length) return oauthError(reply, 'invalid_request', `Missing ${missing.join(', ')}.`);
      if (!CODE_VERIFIER.test(param('code_verifier'))) {
        return oauthError(reply, 'invalid_request', 'code_verifier must be 43 to 128 unreserved characters.');
      }
      verdict = await sessions.exchangeCode({ code: param('code'), clientId, redirectUri: param('redirect_uri'), codeVerifier: param('code_verifier') });
    } else {
      if (!param('refresh_token')) return oauthError(reply, 'invalid_request', 'refresh_token is required.');
      verdict = await sessions.refresh({ refreshToken: param('refresh_token'), clientId });
    }
    if (!verdict.ok) return oauthError(reply, 'invalid_grant', verdict.description);

    const { tokens } = verdict;
    const answer: Record<string, unknown> = {
      access_token: tokens.accessToken,
      token_type: 'Bearer',
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
    };
    if (tokens.request) {
      const customer = await services.customers.byId(tokens.customerId);
      answer.id_token = await signIdToken(key, {
        issuer: issuerOf(services.urls.publicUrl),
        clientId,
        customerGid: `gid://shopify/Customer/${tokens.customerId}`,
        email: customer?.email ?? '',
        nonce: tokens.request.nonce,
        sessionId: tokens.sessionId,
        nowMs: clock(),
      });
    }
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
  });
}
