/**
 * The state of hosted logins and OAuth sessions: a login waits for an e-mailed 6-digit code; a verified
 * code yields a single-use authorization code bound to the client's PKCE challenge, nonce and redirect
 * URI; exchanging it opens a session with an access token and a rotating refresh token. Reuse of a spent
 * authorization code, or of a refresh token after a short grace window, revokes the session it produced
 * (RFC 6749 §4.1.2, RFC 9700 §4.14).
 * Expiry is judged with the injected clock, never the database's, so tests can move time.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { randomToken, tokenHash } from '../customers/passwords';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_TTL_S,
  AUTH_CODE_TTL_MS,
  CODE_SEND_LIMITS,
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_MS,
  LOGIN_MAX_AGE_MS,
  SWEEP_INTERVAL_MS,
  WRONG_CODE_LIMITS,
  type EventLimit,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_PREFIX,
  REFRESH_TOKEN_TTL_MS,
  type Clock,
} from './config';

/** What the client asked for at the authorization endpoint, carried through the hosted login. */
export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | null;
  nonce: string | null;
  codeChallenge: string;
}

export interface IssuedTokens {
  sessionId: string;
  customerId: number;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  request: AuthorizationRequest | null;
}

export type LoginCodeVerdict =
  | { ok: true; customerId: number; request: AuthorizationRequest; email: string }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'wrong'; email: string | null }
  /** The address had too many wrong codes lately: refused, even the right code, for retryAfterS. */
  | { ok: false; reason: 'locked'; email: string; retryAfterS: number };

export type LoginState =
  | { kind: 'pending'; request: AuthorizationRequest; email: string | null }
  | { kind: 'used'; request: AuthorizationRequest }
  | { kind: 'gone' };

export type CodeIssue = { ok: true; code: string } | { ok: false; reason: 'gone' } | { ok: false; reason: 'too-many-codes'; retryAfterS: number };

const LONGEST_EVENT_WINDOW_MS = Math.max(...[...CODE_SEND_LIMITS, ...WRONG_CODE_LIMITS].map((limit) => limit.windowMs));

export type GrantVerdict = { ok: true; tokens: IssuedTokens } | { ok: false; description: string };

/** base64url(SHA-256(verifier)), the S256 transform of RFC 7636 §4.2. */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

interface LoginRow {
  request: AuthorizationRequest;
  started_at: Date;
  email: string | null;
  code_hash: string | null;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

interface AuthCodeRow {
  customer_id: string | number;
  request: AuthorizationRequest;
  expires_at: Date;
  used_at: Date | null;
  session_id: string | null;
}

export class CustomerAccountSessions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock());
  }

  private later(ms: number): Date {
    return new Date(this.clock() + ms);
  }

  /** Starts a hosted login for a validated authorization request; the id goes into the login form. */
  async startLogin(request: AuthorizationRequest): Promise<string> {
    await this.sweepIfDue();
    const id = randomToken(24);
    await this.db.query('INSERT INTO ca_logins (id_hash, request, expires_at, started_at) VALUES ($1, $2, $3, $4)', [
      tokenHash(id),
      JSON.stringify(request),
      this.later(LOGIN_CODE_TTL_MS),
      this.now(),
    ]);
    return id;
  }

  private alive(row: LoginRow): boolean {
    return new Date(row.started_at).getTime() + LOGIN_MAX_AGE_MS > this.clock();
  }

  /** Where a login stands: still going (a code may be sent or entered), already signed in, or gone. */
  async loginState(id: string): Promise<LoginState> {
    const rows = await this.db.query<LoginRow>('SELECT * FROM ca_logins WHERE id_hash = $1', [tokenHash(id)]);
    const row = rows[0];
    if (!row || !this.alive(row)) return { kind: 'gone' };
    if (row.used_at) return { kind: 'used', request: row.request };
    return { kind: 'pending', request: row.request, email: row.email };
  }

  /**
   * Sets the e-mail of a pending login and returns a fresh 6-digit code (a new code replaces the old
   * and gets its own tries). Guessing is bounded per address (WRONG_CODE_LIMITS), and so are the
   * e-mails one address receives (CODE_SEND_LIMITS), whichever login or client asks.
   */
  async issueLoginCode(id: string, email: string): Promise<CodeIssue> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<LoginRow>('SELECT * FROM ca_logins WHERE id_hash = $1 FOR UPDATE', [tokenHash(id)]);
      const row = rows[0];
      if (!row || row.used_at || !this.alive(row)) return { ok: false, reason: 'gone' };
      const waitMs = await this.blockedFor(tx, email, 'send', CODE_SEND_LIMITS);
      if (waitMs !== null) return { ok: false, reason: 'too-many-codes', retryAfterS: Math.ceil(waitMs / 1000) };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tx.query('UPDATE ca_logins SET email = $2, code_hash = $3, expires_at = $4, attempts = 0 WHERE id_hash = $1', [
        tokenHash(id),
        email,
        tokenHash(code),
        this.later(LOGIN_CODE_TTL_MS),
      ]);
      await tx.query('INSERT INTO ca_login_events (email, kind, at) VALUES ($1, $2, $3)', [email, 'send', this.now()]);
      return { ok: true, code };
    });
  }

  /** How long until the address may do `kind` again (ms), or null when it may now. */
  private async blockedFor(tx: Queryable, email: string, kind: string, limits: readonly EventLimit[]): Promise<number | null> {
    let wait: number | null = null;
    for (const limit of limits) {
      const since = new Date(this.clock() - limit.windowMs);
      const counted = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM ca_login_events WHERE email = $1 AND kind = $2 AND at > $3', [
        email,
        kind,
        since,
      ]);
      const count = counted[0]?.n ?? 0;
      if (count < limit.max) continue;
      // Allowed again once enough of the window's events have left it.
      const oldest = await tx.query<{ at: Date }>(
        'SELECT at FROM ca_login_events WHERE email = $1 AND kind = $2 AND at > $3 ORDER BY at ASC OFFSET $4 LIMIT 1',
        [email, kind, since, count - limit.max],
      );
      const until = new Date((oldest[0] as { at: Date }).at).getTime() + limit.windowMs - this.clock();
      wait = Math.max(wait ?? 0, until, 1);
    }
    return wait;
  }

  /** Checks an e-mailed code; on success the login is spent and the customer found or created. */
  async verifyLoginCode(id: string, code: string): Promise<LoginCodeVerdict> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<LoginRow>('SELECT * FROM ca_logins WHERE id_hash = $1 FOR UPDATE', [tokenHash(id)]);
      const row = rows[0];
      if (!row || !row.email || !row.code_hash || !this.alive(row)) return { ok: false, reason: 'unknown', email: null };
      if (row.used_at) return { ok: false, reason: 'used', email: row.email };
      const lockedMs = await this.blockedFor(tx, row.email, 'fail', WRONG_CODE_LIMITS);
      if (lockedMs !== null) return { ok: false, reason: 'locked', email: row.email, retryAfterS: Math.ceil(lockedMs / 1000) };
      if (new Date(row.expires_at) <= this.now() || row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
        return { ok: false, reason: 'expired', email: row.email };
      }
      if (!sameText(tokenHash(code.trim()), row.code_hash)) {
        await tx.query('UPDATE ca_logins SET attempts = attempts + 1 WHERE id_hash = $1', [tokenHash(id)]);
        await tx.query('INSERT INTO ca_login_events (email, kind, at) VALUES ($1, $2, $3)', [row.email, 'fail', this.now()]);
        return { ok: false, reason: row.attempts + 1 >= LOGIN_CODE_MAX_ATTEMPTS ? 'expired' : 'wrong', email: row.email };
      }
      await tx.query('UPDATE ca_logins SET used_at = $2 WHERE id_hash = $1', [tokenHash(id), this.now()]);
      // A success ends the run of failures (NIST counts consecutive failed attempts).
      await tx.query(`DELETE FROM ca_login_events WHERE email = $1 AND kind = 'fail'`, [row.email]);
      const customerId = await this.findOrCreateCustomer(tx, row.email);
      return { ok: true, customerId, request: row.request, email: row.email };
    });
  }

  private lastSweep = Number.NEGATIVE_INFINITY;

  /**
   * Deletes what can no longer be used: logins past their lifetime, authorization codes and tokens
   * past expiry, login events older than the longest limit window. Run on a new login at most once
   * per SWEEP_INTERVAL_MS, so anonymous traffic cannot grow storage without end.
   */
  async sweepIfDue(): Promise<boolean> {
    const now = this.clock();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return false;
    this.lastSweep = now;
    await this.sweep();
    return true;
  }

  async sweep(): Promise<void> {
    const now = this.now();
    await this.db.query('DELETE FROM ca_logins WHERE started_at <= $1', [new Date(this.clock() - LOGIN_MAX_AGE_MS)]);
    // Spent codes are kept a while past expiry so a replay still revokes the session it opened.
    await this.db.query('DELETE FROM ca_auth_codes WHERE expires_at <= $1', [new Date(this.clock() - LOGIN_MAX_AGE_MS)]);
    await this.db.query('DELETE FROM ca_access_tokens WHERE expires_at <= $1', [now]);
    await this.db.query('DELETE FROM ca_refresh_tokens WHERE expires_at <= $1', [new Date(this.clock() - REFRESH_REUSE_GRACE_MS)]);
    await this.db.query('DELETE FROM ca_login_events WHERE at <= $1', [new Date(this.clock() - LONGEST_EVENT_WINDOW_MS)]);
  }

  /** The customer of that e-mail; an unknown e-mail becomes a new customer, as Shopify does. */
  private async findOrCreateCustomer(tx: Queryable, email: string): Promise<number> {
    const found = await tx.query<{ id: string | number }>('SELECT id FROM customers WHERE email = $1', [email]);
    if (found[0]) {
      // Receiving the code proves the address.
      await tx.query('UPDATE customers SET verified_email = true WHERE id = $1', [found[0].id]);
      return Number(found[0].id);
    }
    const created = await tx.query<{ id: string | number }>(
      `INSERT INTO customers (email, state, verified_email) VALUES ($1, 'ENABLED', true) RETURNING id`,
      [email],
    );
    return Number((created[0] as { id: string | number }).id);
  }

  async issueAuthorizationCode(customerId: number, request: AuthorizationRequest): Promise<string> {
    const code = randomToken(24);
    await this.db.query('INSERT INTO ca_auth_codes (code_hash, customer_id, request, expires_at) VALUES ($1, $2, $3, $4)', [
      tokenHash(code),
      customerId,
      JSON.stringify(request),
      this.later(AUTH_CODE_TTL_MS),
    ]);
    return code;
  }

  /** The authorization_code grant. The code is spent by the first attempt, right or wrong. */
  async exchangeCode(input: { code: string; clientId: string; redirectUri: string; codeVerifier: string }): Promise<GrantVerdict> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<AuthCodeRow>('SELECT * FROM ca_auth_codes WHERE code_hash = $1 FOR UPDATE', [tokenHash(input.code)]);
      const row = rows[0];
      if (!row) return { ok: false, description: 'The authorization code is invalid.' };
      if (row.used_at) {
        if (row.session_id) await this.revoke(tx, row.session_id);
        return { ok: false, description: 'The authorization code was already used; the tokens issued for it are revoked.' };
      }
      await tx.query('UPDATE ca_auth_codes SET used_at = $2 WHERE code_hash = $1', [tokenHash(input.code), this.now()]);
      if (new Date(row.expires_at) <= this.now()) return { ok: false, description: 'The authorization code has expired.' };
      if (row.request.clientId !== input.clientId) return { ok: false, description: 'The authorization code was issued to another client.' };
      if (row.request.redirectUri !== input.redirectUri) {
        return { ok: false, description: 'redirect_uri does not match the one of the authorization request.' };
      }
      if (!sameText(s256(input.codeVerifier), row.request.codeChallenge)) {
        return { ok: false, description: 'code_verifier does not match the code_challenge.' };
      }
      const tokens = await this.openSession(tx, Number(row.customer_id), row.request);
      await tx.query('UPDATE ca_auth_codes SET session_id = $2 WHERE code_hash = $1', [tokenHash(input.code), tokens.sessionId]);
      return { ok: true, tokens };
    });
  }

  private async openSession(tx: Queryable, customerId: number, request: AuthorizationRequest): Promise<IssuedTokens> {
    const sessionId = randomToken(16);
    await tx.query('INSERT INTO ca_sessions (id, customer_id, client_id, scope, created_at) VALUES ($1, $2, $3, $4, $5)', [
      sessionId,
      customerId,
      request.clientId,
      request.scope,
      this.now(),
    ]);
    return { ...(await this.issueTokens(tx, sessionId)), customerId, request };
  }

  private async issueTokens(tx: Queryable, sessionId: string): Promise<Omit<IssuedTokens, 'customerId' | 'request'>> {
    const accessToken = `${ACCESS_TOKEN_PREFIX}${randomToken(24)}`;
    const refreshToken = `${REFRESH_TOKEN_PREFIX}${randomToken(24)}`;
    await tx.query('INSERT INTO ca_access_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash(accessToken),
      sessionId,
      this.later(ACCESS_TOKEN_TTL_S * 1000),
    ]);
    await tx.query('INSERT INTO ca_refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
      tokenHash(refreshToken),
      sessionId,
      this.later(REFRESH_TOKEN_TTL_MS),
    ]);
    return { sessionId, accessToken, refreshToken, expiresIn: ACCESS_TOKEN_TTL_S };
  }

  /** The refresh_token grant: the old refresh token is spent and a new pair issued. */
  async refresh(input: { refreshToken: string; clientId: string }): Promise<GrantVerdict> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ session_id: string; expires_at: Date; used_at: Date | null; customer_id: string | number; client_id: string; revoked_at: Date | null }>(
        `SELECT r.session_id, r.expires_at, r.used_at, s.customer_id, s.client_id, s.revoked_at
         FROM ca_refresh_tokens r JOIN ca_sessions s ON s.id = r.session_id WHERE r.token_hash = $1 FOR UPDATE`,
        [tokenHash(input.refreshToken)],
      );
      const row = rows[0];
      if (!row) return { ok: false, description: 'The refresh token is invalid.' };
      if (row.revoked_at) return { ok: false, description: 'The session of this refresh token has ended.' };
      if (row.used_at) {
        if (new Date(row.used_at).getTime() + REFRESH_REUSE_GRACE_MS >= this.clock()) {
          return { ok: false, description: 'The refresh token was just used; continue with the tokens that refresh returned.' };
        }
        // A spent refresh token coming back later means it leaked: end the whole session.
        await this.revoke(tx, row.session_id);
        return { ok: false, description: 'The refresh token was already used; the session is revoked.' };
      }
      if (new Date(row.expires_at) <= this.now()) return { ok: false, description: 'The refresh token has expired.' };
      if (row.client_id !== input.clientId) return { ok: false, description: 'The refresh token was issued to another client.' };
      await tx.query('UPDATE ca_refresh_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash(input.refreshToken), this.now()]);
      const tokens = await this.issueTokens(tx, row.session_id);
      return { ok: true, tokens: { ...tokens, customerId: Number(row.customer_id), request: null } };
    });
  }

  private async revoke(tx: Queryable, sessionId: string): Promise<void> {
    await tx.query('UPDATE ca_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, this.now()]);
  }

  /** Ends a session (end_session_endpoint): its access and refresh tokens stop working. */
  async revokeSession(sessionId: string): Promise<boolean> {
    const rows = await this.db.query('UPDATE ca_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [
      sessionId,
      this.now(),
    ]);
    return rows.length > 0;
  }

  /** The enabled customer behind a live access token, or null (unknown, expired or revoked). */
  async customerIdForAccessToken(accessToken: string | null | undefined): Promise<number | null> {
    if (!accessToken?.startsWith(ACCESS_TOKEN_PREFIX)) return null;
    const rows = await this.db.query<{ customer_id: string | number }>(
      `SELECT s.customer_id FROM ca_access_tokens t
       JOIN ca_sessions s ON s.id = t.session_id
       JOIN customers c ON c.id = s.customer_id
       WHERE t.token_hash = $1 AND t.expires_at > $2 AND s.revoked_at IS NULL AND c.state = 'ENABLED'`,
      [tokenHash(accessToken), this.now()],
    );
    return rows[0] ? Number(rows[0].customer_id) : null;
  }
}
