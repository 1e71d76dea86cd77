/**
 * Storefront API versions as the site reasons about them. Shopify names a stable version by the
 * quarter it was released in (YYYY-01/04/07/10) and a field added in one version is present in every
 * later one until deprecated and removed (https://shopify.dev/docs/api/usage/versioning), so a feature
 * that needs version X works on any configured version at or after X. Pure.
 */

const STABLE = /^(\d{4})-(01|04|07|10)$/;

/** The version as a comparable number (2026-04 → 202604), or null when it is not a stable version. */
export function versionNumber(version: string): number | null {
  const match = STABLE.exec(version.trim());
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/**
 * Whether a shop on `apiVersion` has what `since` introduced. `unstable` (the next version in the
 * making) has everything released; anything unreadable is treated as not supporting it, so a
 * version-gated feature falls back to the path every version has.
 */
export function supportsVersion(apiVersion: string, since: string): boolean {
  const needed = versionNumber(since);
  if (needed === null) throw new Error(`Not a stable Storefront API version: ${since}`);
  if (apiVersion.trim() === 'unstable') return true;
  const configured = versionNumber(apiVersion);
  return configured !== null && configured >= needed;
}

// In a module of its own, which every page's settings (src/config/env.ts) import, so the comparisons
// above load only with the features that ask a version.
export { storefrontApiPath } from './apiPath';
