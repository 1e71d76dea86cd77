/**
 * Rate-limit counters shared by every instance, in Redis. ioredis is not a dependency of the shop (one
 * instance needs none): a deployment that sets RATE_LIMIT_REDIS_URL installs it (`npm install ioredis`).
 */
export function sharedCounterStore(url: string, load: (name: string) => unknown = require): unknown {
  let Redis: new (url: string, options: Record<string, unknown>) => unknown;
  try {
    // Loaded at run time: the type checker and bundlers never look for the optional package.
    const module = load('ioredis') as { default?: typeof Redis } & typeof Redis;
    Redis = module.default ?? module;
  } catch {
    throw new Error('RATE_LIMIT_REDIS_URL is set but the ioredis package is missing: npm install ioredis');
  }
  // Fail fast when Redis is unreachable: the limiter then lets requests pass (skipOnError).
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
