/**
 * Network code (the Storefront client, the GraphQL documents, response mapping) stays out of the
 * first-load chunks: each store loads its operations module with `import()` on its first request.
 */
import { memoiseUntilFailure } from './memoise';

/**
 * Memoises a dynamic import. A failed load (offline, a deploy replaced the chunk) is forgotten, so the
 * next request tries again instead of failing for the rest of the visit.
 */
export const lazyModule = <T>(load: () => Promise<T>): (() => Promise<T>) => memoiseUntilFailure(load);
