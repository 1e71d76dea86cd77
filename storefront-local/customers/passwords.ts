/** Password hashing with scrypt (salted, constant-time compare) and random tokens stored as hashes. */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = 16_384;

function scryptAsync(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, COST);
  return `scrypt$${COST}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random token (hex) to hand out; only its hash is stored. */
export const randomToken = (bytes = 16): string => randomBytes(bytes).toString('hex');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
