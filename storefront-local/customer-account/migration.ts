/**
 * Tables of the Customer Account imitation: the signing key (ID tokens must stay verifiable after a
 * restart), pending hosted logins, authorization codes, sessions with their access and refresh tokens.
 * Only SHA-256 hashes of codes and tokens are stored. Customers are the legacy side's `customers` rows.
 */
// Shaped like db/migrations' Migration, without importing it: that list imports this one.
export const CUSTOMER_ACCOUNT_MIGRATION: { version: number; name: string; sql: string } = {
  // Numbered after the issue so parallel additions of 2, 3, … elsewhere never collide with it.
  version: 1700,
  name: 'customer account api: keys, logins, codes, sessions, tokens',
  sql: `
    CREATE TABLE ca_signing_keys (
      kid TEXT PRIMARY KEY,
      private_jwk JSONB NOT NULL,
      public_jwk JSONB NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    -- One hosted login: the authorization request it serves, then the e-mail and code hash once asked for.
    CREATE TABLE ca_logins (
      id_hash TEXT PRIMARY KEY,
      request JSONB NOT NULL,
      email TEXT,
      code_hash TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ
    );

    CREATE TABLE ca_sessions (
      id TEXT PRIMARY KEY,
      customer_id BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      scope TEXT NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      revoked_at TIMESTAMPTZ
    );

    CREATE TABLE ca_auth_codes (
      code_hash TEXT PRIMARY KEY,
      customer_id BIGINT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      request JSONB NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      session_id TEXT REFERENCES ca_sessions(id) ON DELETE CASCADE
    );

    CREATE TABLE ca_access_tokens (
      token_hash TEXT PRIMARY KEY,
      session_id TEXT NOT NULL REFERENCES ca_sessions(id) ON DELETE CASCADE,
      expires_at TIMESTAMPTZ NOT NULL
    );
    CREATE INDEX ca_access_tokens_session ON ca_access_tokens(session_id);

    CREATE TABLE ca_refresh_tokens (
      token_hash TEXT PRIMARY KEY,
      session_id TEXT NOT NULL REFERENCES ca_sessions(id) ON DELETE CASCADE,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ
    );
    CREATE INDEX ca_refresh_tokens_session ON ca_refresh_tokens(session_id);
  `,
};

/**
 * Limits of the hosted login per e-mail address (codes sent, wrong codes) as timestamped events, and
 * the start of each login, so a login can outlive one code (a new code) but not the login's lifetime.
 */
export const LOGIN_LIMITS_MIGRATION: { version: number; name: string; sql: string } = {
  version: 2800,
  name: 'customer account api: per-address login limits, login start times',
  sql: `
    CREATE TABLE ca_login_events (
      email TEXT NOT NULL,
      kind TEXT NOT NULL,
      at TIMESTAMPTZ NOT NULL
    );
    CREATE INDEX ca_login_events_key ON ca_login_events(email, kind, at);
    CREATE INDEX ca_login_events_at ON ca_login_events(at);

    ALTER TABLE ca_logins ADD COLUMN started_at TIMESTAMPTZ;
    UPDATE ca_logins SET started_at = expires_at - interval '10 minutes';
    ALTER TABLE ca_logins ALTER COLUMN started_at SET NOT NULL;
    CREATE INDEX ca_logins_started ON ca_logins(started_at);
    CREATE INDEX ca_auth_codes_expires ON ca_auth_codes(expires_at);
    CREATE INDEX ca_access_tokens_expires ON ca_access_tokens(expires_at);
    CREATE INDEX ca_refresh_tokens_expires ON ca_refresh_tokens(expires_at);
  `,
};
