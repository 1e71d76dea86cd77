import { sharedCounterStore } from '../../server/sharedCounterStore';

describe('sharedCounterStore (RATE_LIMIT_REDIS_URL)', () => {
  it('names the package to install when ioredis is missing', () => {
    const missing = () => {
      throw Object.assign(new Error("Cannot find module 'ioredis'"), { code: 'MODULE_NOT_FOUND' });
    };
    expect(() => sharedCounterStore('redis://cache:6379', missing)).toThrow(/npm install ioredis/);
  });

  it('connects to the URL failing fast, so the limiter lets requests pass while Redis is down', () => {
    const made: unknown[][] = [];
    class FakeRedis {
      constructor(...args: unknown[]) {
        made.push(args);
      }
    }
    const client = sharedCounterStore('rediss://cache:6380', () => ({ default: FakeRedis }));
    expect(client).toBeInstanceOf(FakeRedis);
    expect(made).toEqual([['rediss://cache:6380', expect.objectContaining({ connectTimeout: 500, enableOfflineQueue: false })]]);
  });
});
