/** OpenID Connect ID tokens: signed with the published key; read back as id_token_hint at logout. */
import { compactVerify, SignJWT } from 'jose';
import { ID_TOKEN_TTL_S, SIGNING_ALG } from './config';
import type { SigningKey } from './signingKey';

export interface IdTokenClaims {
  issuer: string;
  clientId: string;
  customerGid: string;
  email: string;
  nonce: string | null;
  sessionId: string;
  nowMs: number;
}

export function signIdToken(key: SigningKey, claims: IdTokenClaims): Promise<string> {
  const iat = Math.floor(claims.nowMs / 1000);
  return new SignJWT({
    email: claims.email,
    email_verified: true,
    sid: claims.sessionId,
    auth_time: iat,
    ...(claims.nonce ? { nonce: claims.nonce } : {}),
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(claims.issuer)
    .setAudience(claims.clientId)
    .setSubject(claims.customerGid)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ID_TOKEN_TTL_S)
    .sign(key.privateKey);
}

/**
 * The session id of an ID token one of these issuers signed for this client. Expiry is ignored on purpose:
 * OpenID RP-Initiated Logout accepts an expired id_token_hint, and signing out must always work.
 */
export async function sessionOfIdTokenHint(key: SigningKey, token: string, issuers: readonly string[], clientId: string): Promise<string | null> {
  try {
    const { payload } = await compactVerify(token, key.publicKey, { algorithms: [SIGNING_ALG] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { iss?: unknown; aud?: unknown; sid?: unknown };
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (typeof claims.iss !== 'string' || !issuers.includes(claims.iss) || !audiences.includes(clientId) || typeof claims.sid !== 'string') return null;
    return claims.sid;
  } catch {
    return null;
  }
}
