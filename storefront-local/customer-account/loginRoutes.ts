/**
 * The authorization endpoint and Shopify-style hosted login: e-mail → 6-digit code in the outbox →
 * code → 302 to the client's redirect URI with `code` and `state`.
 *
 * Every form post answers with a redirect to a page fetched by GET (redirect-after-post), so Back after
 * signing in, or after a wrong code, shows a page again instead of the browser's "Confirm Form
 * Resubmission". No step is a dead end: an expired or over-tried code offers a new one, and a login
 * that is gone links back to the shop to start again, as Shopify's own login pages do.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkAuthorizationRequest, redirectWith } from './authorizationRequest';
import { callbackUrlsOf, PATHS } from './config';
import type { CustomerAccountContext } from './context';
import { loginCodeEmail } from './loginEmail';
import { codeStep, emailStep, errorPage, signedInPage } from './loginPages';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const GONE = 'This sign-in has expired. Go back to the shop and choose "Sign in" again.';

/** Messages of the code step, named in its URL after a redirect (fixed texts: nothing from the URL is shown). */
const CODE_MESSAGES = {
  wrong: 'That code is not right. Check the e-mail and try again.',
  expired: 'This code has expired or was tried too often. Send a new code and enter that one.',
} as const;
type CodeMessage = keyof typeof CODE_MESSAGES | 'locked' | 'too-many-codes';

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

const minutes = (seconds: number): string => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

/** The code step's address, with what to say there. */
const codePage = (loginId: string, message?: CodeMessage, waitS?: number, sent?: boolean): string => {
  const query = new URLSearchParams({ login: loginId });
  if (message) query.set('error', message);
  if (waitS) query.set('wait', String(waitS));
  if (sent) query.set('sent', '1');
  return `${PATHS.loginCode}?${query}`;
};

export function loginRoutes(app: FastifyInstance, ctx: CustomerAccountContext): void {
  const { sessions, services } = ctx;
  const accountUrl = () => `${services.urls.siteUrl}/account/`;
  const gone = (reply: FastifyReply) => html(reply, 400, errorPage(services.shop.name, 'Sign-in expired', GONE, { href: accountUrl(), label: 'Back to the shop' }));
  // 303: the browser fetches the next page with GET, and history holds that page, not the post.
  const seeOther = (reply: FastifyReply, location: string) => reply.header('cache-control', 'no-store').redirect(location, 303);

  app.get<{ Querystring: Record<string, unknown> }>(PATHS.authorize, async (request, reply) => {
    const check = checkAuthorizationRequest(request.query, callbackUrlsOf(services.urls.siteUrl, services.urls.customerAccountRedirectUris));
    if (check.kind === 'page') return html(reply, 400, errorPage(services.shop.name, 'Sign-in request refused', check.message));
    if (check.kind === 'redirect') {
      return reply.redirect(redirectWith(check.redirectUri, { error: check.error, error_description: check.description, state: check.state }), 302);
    }
    const loginId = await sessions.startLogin(check.request);
    return html(reply, 200, emailStep(services.shop.name, loginId));
  });

  app.post<{ Body: unknown }>(PATHS.loginEmail, async (request, reply) => {
    const loginId = field(request.body, 'login');
    const email = field(request.body, 'email').trim().toLowerCase();
    const state = loginId ? await sessions.loginState(loginId) : { kind: 'gone' as const };
    if (state.kind === 'gone') return gone(reply);
    if (state.kind === 'used') return seeOther(reply, codePage(loginId));
    if (!EMAIL_PATTERN.test(email)) return html(reply, 400, emailStep(services.shop.name, loginId, { email, error: 'Enter a valid e-mail address.' }));
    const issued = await sessions.issueLoginCode(loginId, email);
    if (!issued.ok) {
      if (issued.reason === 'gone') return gone(reply);
      // A code already went to this address in this login: the shopper can still use it.
      if (state.email === email) return seeOther(reply, codePage(loginId, 'too-many-codes', issued.retryAfterS));
      return html(
        reply.header('retry-after', String(issued.retryAfterS)),
        429,
        emailStep(services.shop.name, loginId, { email, error: `Too many codes were sent to this address. Try again in ${minutes(issued.retryAfterS)}.` }),
      );
    }
    await services.outbox.send(loginCodeEmail(services.shop.name, email, issued.code));
    return seeOther(reply, codePage(loginId, undefined, undefined, state.email === email));
  });

  app.get<{ Querystring: Record<string, unknown> }>(PATHS.loginCode, async (request, reply) => {
    const loginId = typeof request.query.login === 'string' ? request.query.login : '';
    const state = loginId ? await sessions.loginState(loginId) : { kind: 'gone' as const };
    if (state.kind === 'gone') return gone(reply);
    if (state.kind === 'used') return html(reply, 200, signedInPage(services.shop.name, accountUrl()));
    if (!state.email) return html(reply, 200, emailStep(services.shop.name, loginId));
    const wait = Math.min(86_400, Math.max(1, Number.parseInt(String(request.query.wait ?? ''), 10) || 60));
    const error = request.query.error;
    const message =
      error === 'wrong' || error === 'expired'
        ? CODE_MESSAGES[error]
        : error === 'locked'
          ? `Too many wrong codes were entered for this address. Try again in ${minutes(wait)}.`
          : error === 'too-many-codes'
            ? `Too many codes were sent to this address. Use the last code we sent, or try again in ${minutes(wait)}.`
            : undefined;
    const notice = request.query.sent === '1' ? 'We sent you a new code. Only the newest code works.' : undefined;
    return html(reply, 200, codeStep(services.shop.name, loginId, state.email, message, notice));
  });

  app.post<{ Body: unknown }>(PATHS.loginCode, async (request, reply) => {
    const loginId = field(request.body, 'login');
    const code = field(request.body, 'code');
    if (!loginId) return gone(reply);
    const verdict = await sessions.verifyLoginCode(loginId, code);
    if (!verdict.ok) {
      if (verdict.reason === 'unknown') return gone(reply);
      if (verdict.reason === 'used') return seeOther(reply, codePage(loginId));
      if (verdict.reason === 'locked') return seeOther(reply, codePage(loginId, 'locked', verdict.retryAfterS));
      return seeOther(reply, codePage(loginId, verdict.reason));
    }
    const authorizationCode = await sessions.issueAuthorizationCode(verdict.customerId, verdict.request);
    return reply
      .header('cache-control', 'no-store')
      .redirect(redirectWith(verdict.request.redirectUri, { code: authorizationCode, state: verdict.request.state }), 302);
  });
}
