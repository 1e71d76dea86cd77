/**
 * The key that signs ID tokens, published at jwks_uri. Created once and kept in the database, so ID
 * tokens a site holds stay verifiable (and usable as id_token_hint) after the storefront restarts.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Queryable } from '../db/database';
import { SIGNING_ALG } from './config';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

interface Row {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

async function fromRow(row: Row): Promise<SigningKey> {
  const privateKey = (await importJWK(row.private_jwk, SIGNING_ALG)) as CryptoKey;
  const publicKey = (await importJWK(row.public_jwk, SIGNING_ALG)) as CryptoKey;
  return { kid: row.kid, privateKey, publicKey, publicJwk: row.public_jwk };
}

export async function loadOrCreateSigningKey(db: Queryable): Promise<SigningKey> {
  const existing = await db.query<Row>('SELECT * FROM ca_signing_keys ORDER BY created_at DESC LIMIT 1');
  if (existing[0]) return fromRow(existing[0]);
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG };
  // Two storefronts starting on one data directory at once: the first key wins for both.
  await db.query('INSERT INTO ca_signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    kid,
    JSON.stringify(privateJwk),
    JSON.stringify(publicJwk),
  ]);
  const rows = await db.query<Row>('SELECT * FROM ca_signing_keys ORDER BY created_at DESC LIMIT 1');
  return fromRow(rows[0] as Row);
}
