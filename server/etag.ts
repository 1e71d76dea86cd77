/**
 * Strong ETags of versioned wishlists (RFC 9110 §8.8.3, §13.1.1): the ETag is the version in quotes,
 * and `If-Match` names the version a writer read. Weak tags never match (If-Match compares strongly).
 */

export const etagOf = (version: string): string => `"${version}"`;

export type IfMatch =
  /** No If-Match, or `*`: the write is unconditional (older clients send none). */
  | { kind: 'none' }
  /** One strong tag: write only while the stored version is this one. */
  | { kind: 'version'; version: string }
  /** Well-formed, but can never match a stored version (weak or foreign tags). */
  | { kind: 'never' }
  | { kind: 'invalid'; message: string };

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;
const VERSION = /^(0|[1-9][0-9]{0,17})$/;

export function parseIfMatch(header: string | string[] | undefined): IfMatch {
  if (header === undefined) return { kind: 'none' };
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '*') return { kind: 'none' };
  const tags = value.split(',').map((tag) => tag.trim()).filter(Boolean);
  const versions = new Set<string>();
  for (const tag of tags) {
    const match = ENTITY_TAG.exec(tag);
    if (!match) {
      return { kind: 'invalid', message: 'If-Match must be the ETag the wishlist was read with, quotes included, e.g. "3"' };
    }
    if (!match[1] && match[2] !== undefined && VERSION.test(match[2])) versions.add(match[2]);
  }
  if (tags.length === 0) return { kind: 'invalid', message: 'If-Match is empty; send the ETag the wishlist was read with' };
  if (versions.size > 1) return { kind: 'invalid', message: 'If-Match may name one wishlist version only' };
  const [version] = versions;
  return version === undefined ? { kind: 'never' } : { kind: 'version', version };
}
