/**
 * The authorization endpoint and Shopify-style hosted login: e-mail → 6-digit code in the outbox →
 * code → 302 to the client's redirect URI with `code` and `state`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkAuthorizationRequest, redirectWith } from './authorizationRequest';
import { callbackUrlsOf, PATHS } from './config';
import type { CustomerAccountContext } from './context';
import { loginCodeEmail } from './loginEmail';
import { codeStep, emailStep, errorPage } from './loginPages';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const EXPIRED = 'This sign-in has expired. Go back to the shop and choose "Sign in" again.';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    // The login page must not be framed by another site (clickjacking of the code form).
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(body);

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export function loginRoutes(app: FastifyInstance, ctx: CustomerAccountContext): void {
  const { sessions, services } = ctx;

  app.get<{ Querystring: Record<string, unknown> }>(PATHS.authorize, async (request, reply) => {
    const check = checkAuthorizationRequest(request.query, callbackUrlsOf(services.urls.siteUrl, services.urls.customerAccountRedirectUris));
    if (check.kind === 'page') return html(reply, 400, errorPage('Sign-in request refused', check.message));
    if (check.kind === 'redirect') {
      return reply.redirect(redirectWith(check.redirectUri, { error: check.error, error_description: check.description, state: check.state }), 302);
    }
    const loginId = await sessions.startLogin(check.request);
    return html(reply, 200, emailStep(loginId));
  });

  app.post<{ Body: unknown }>(PATHS.loginEmail, async (request, reply) => {
    const loginId = field(request.body, 'login');
    const email = field(request.body, 'email').trim().toLowerCase();
    const pending = loginId ? await sessions.pendingLogin(loginId) : null;
    if (!pending) return html(reply, 400, errorPage('Sign-in expired', EXPIRED));
    if (!EMAIL_PATTERN.test(email)) return html(reply, 400, emailStep(loginId, { email, error: 'Enter a valid e-mail address.' }));
    const code = await sessions.issueLoginCode(loginId, email);
    if (!code) return html(reply, 400, errorPage('Sign-in expired', EXPIRED));
    await services.outbox.send(loginCodeEmail(email, code));
    return html(reply, 200, codeStep(loginId, email));
  });

  app.post<{ Body: unknown }>(PATHS.loginCode, async (request, reply) => {
    const loginId = field(request.body, 'login');
    const code = field(request.body, 'code');
    if (!loginId) return html(reply, 400, errorPage('Sign-in expired', EXPIRED));
    const verdict = await sessions.verifyLoginCode(loginId, code);
    if (!verdict.ok) {
      if (verdict.reason === 'wrong' && verdict.email) {
        return html(reply, 400, codeStep(loginId, verdict.email, 'That code is not right. Check the e-mail and try again.'));
      }
      return html(reply, 400, errorPage('Sign-in expired', verdict.reason === 'expired' ? 'This code has expired or was tried too often. Go back to the shop and sign in again.' : EXPIRED));
    }
    const authorizationCode = await sessions.issueAuthorizationCode(verdict.customerId, verdict.request);
    return reply
      .header('cache-control', 'no-store')
      .redirect(redirectWith(verdict.request.redirectUri, { code: authorizationCode, state: verdict.request.state }), 302);
  });
}
