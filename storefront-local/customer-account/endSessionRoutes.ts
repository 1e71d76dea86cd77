/**
 * end_session_endpoint (OpenID Connect RP-Initiated Logout): the session named by id_token_hint is
 * revoked and the browser goes back to the registered post-logout URI; anything else gets a page.
 */
import type { FastifyInstance } from 'fastify';
import { redirectWith } from './authorizationRequest';
import { CLIENT_ID, issuerOf, legacyIssuerOf, logoutRedirectOf, PATHS } from './config';
import type { CustomerAccountContext } from './context';
import { sessionOfIdTokenHint } from './idTokens';
import { errorPage } from './loginPages';

export function endSessionRoutes(app: FastifyInstance, ctx: CustomerAccountContext): void {
  const { sessions, services, key } = ctx;
  app.get<{ Querystring: Record<string, unknown> }>(PATHS.logout, async (request, reply) => {
    const refuse = (message: string) =>
      reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(errorPage(services.shop.name, 'Sign-out refused', message));
    const hint = typeof request.query.id_token_hint === 'string' ? request.query.id_token_hint : '';
    const target = typeof request.query.post_logout_redirect_uri === 'string' ? request.query.post_logout_redirect_uri : '';
    const state = typeof request.query.state === 'string' ? request.query.state : null;
    if (target && target !== logoutRedirectOf(services.urls.siteUrl)) {
      return refuse(`The post_logout_redirect_uri "${target}" is not registered for this client.`);
    }
    if (!hint) return refuse('id_token_hint is required to know which session to end.');
    const sessionId = await sessionOfIdTokenHint(key, hint, [issuerOf(services.urls.publicUrl), legacyIssuerOf(services.urls.publicUrl)], CLIENT_ID);
    if (!sessionId) return refuse('The id_token_hint is not an ID token issued here.');
    await sessions.revokeSession(sessionId);
    if (!target) {
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(errorPage(services.shop.name, 'Signed out', 'You are signed out.'));
    }
    return reply.header('cache-control', 'no-store').redirect(redirectWith(target, { state }), 302);
  });
}
