/** Customer access tokens (customerAccessTokenCreate and the like): stored hashed, valid for 60 days. */
import type { Queryable } from '../db/database';
import type { AccessToken } from './customerRecords';
import { randomToken, tokenHash } from './passwords';

export const ACCESS_TOKEN_TTL_MS = 60 * 86_400_000;

/** Issues a new access token for the customer (in `tx`, so it lands with the change that asked for it). */
export async function issueAccessToken(tx: Queryable, customerId: number): Promise<AccessToken> {
  const accessToken = randomToken(16);
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_MS);
  await tx.query('INSERT INTO customer_access_tokens (token_hash, customer_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash(accessToken),
    customerId,
    expiresAt,
  ]);
  return { accessToken, expiresAt: expiresAt.toISOString() };
}
