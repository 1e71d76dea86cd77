/** The hosted login's HTML: e-mail step, code step and the error page for requests that cannot redirect. */
import { escapeHtml, page } from '../html';
import { PATHS } from './config';

const TITLE = 'Sign in';

export function emailStep(shopName: string, loginId: string, options: { email?: string; error?: string } = {}): string {
  return page(
    shopName,
    TITLE,
    `<section style="max-width:440px;margin:0 auto"><h1>Sign in</h1>` +
      `<p class="hint">Enter your e-mail and we will send you a 6-digit code. New here? The same step creates your account.</p>` +
      (options.error ? `<p class="errors" role="alert">${escapeHtml(options.error)}</p>` : '') +
      `<form method="post" action="${PATHS.loginEmail}">` +
      `<input type="hidden" name="login" value="${escapeHtml(loginId)}">` +
      `<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">` +
      `<button type="submit">Continue</button></form></section>`,
  );
}

export function codeStep(shopName: string, loginId: string, email: string, error?: string, notice?: string): string {
  return page(
    shopName,
    TITLE,
    `<section style="max-width:440px;margin:0 auto"><h1>Enter your code</h1>` +
      `<p class="hint">We sent a 6-digit code to <strong>${escapeHtml(email)}</strong>. It works once, for 10 minutes.</p>` +
      (notice ? `<p class="hint" role="status">${escapeHtml(notice)}</p>` : '') +
      (error ? `<p class="errors" role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="${PATHS.loginCode}">` +
      `<input type="hidden" name="login" value="${escapeHtml(loginId)}">` +
      `<label for="code">6-digit code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>` +
      `<button type="submit">Sign in</button></form>` +
      `<form method="post" action="${PATHS.loginEmail}"><input type="hidden" name="login" value="${escapeHtml(loginId)}"><input type="hidden" name="email" value="${escapeHtml(email)}">` +
      `<button type="submit" style="background:#fff;color:var(--accent);border:1px solid var(--accent)">Send a new code</button></form></section>`,
  );
}

/** A page that ends the flow; `link` is the way on (back to the shop), so it is never a dead end. */
export function errorPage(shopName: string, title: string, message: string, link?: { href: string; label: string }): string {
  return page(
    shopName,
    title,
    `<section style="max-width:520px;margin:0 auto"><h1>${escapeHtml(title)}</h1><p class="errors" role="alert">${escapeHtml(message)}</p>` +
      (link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : '') +
      `</section>`,
  );
}

/** Back after signing in: the login is done; the way on is the shop. */
export function signedInPage(shopName: string, accountUrl: string): string {
  return page(
    shopName,
    TITLE,
    `<section style="max-width:520px;margin:0 auto"><h1>You are signed in</h1><p class="hint">This sign-in is complete.</p>` +
      `<a class="button" href="${escapeHtml(accountUrl)}">Continue to your account</a></section>`,
  );
}
