/**
 * Which schema answers a requested API version, after https://shopify.dev/docs/api/usage/versioning:
 * a version older than every supported one "falls forward" to the oldest supported stable version,
 * and the `X-Shopify-API-Version` response header names the version actually used. Shopify serves
 * every quarterly version of the last year with its own schema; the imitation has two, so a version
 * between them falls forward to the next one it has, and a newer one (a release candidate) gets the
 * newest it has. `unstable` is served as itself: the newest schema with the unstable-only fields the
 * headless privacy tools use (schema.ts). A path segment that is not a version at all (not
 * YYYY-01/04/07/10 or `unstable`) is not an API route: 404.
 */
export const SERVED_VERSIONS = ['2025-07', '2026-04'] as const;
export type StableVersion = (typeof SERVED_VERSIONS)[number];
export type ServedVersion = StableVersion | 'unstable';

/** The oldest supported stable version: what unsupported versions fall forward to. */
export const DEFAULT_API_VERSION: StableVersion = SERVED_VERSIONS[0];
export const LATEST_API_VERSION: StableVersion = SERVED_VERSIONS[SERVED_VERSIONS.length - 1] as StableVersion;

const WELL_FORMED = /^(\d{4}-(01|04|07|10)|unstable)$/;

const isServed = (version: string): version is StableVersion => (SERVED_VERSIONS as readonly string[]).includes(version);

/** The version that answers `requested`, or null when `requested` is not a version (404). */
export function resolveApiVersion(requested: string): ServedVersion | null {
  if (!WELL_FORMED.test(requested)) return null;
  if (isServed(requested)) return requested;
  if (requested === 'unstable') return 'unstable';
  // YYYY-MM handles order as strings.
  return SERVED_VERSIONS.find((served) => served >= requested) ?? LATEST_API_VERSION;
}
