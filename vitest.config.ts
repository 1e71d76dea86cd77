import { defineConfig } from 'vitest/config';

// Two projects: browser-like tests (jsdom + msw + Testing Library) and Node tests for the services.
export default defineConfig({
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/{unit,components,stores,storefront,game,config,pages,accounts,shared}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // msw answers the store's absolute endpoint; the same-origin endpoint has its own tests.
          env: { GATSBY_STOREFRONT_SAME_ORIGIN: 'false' },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{server,storefront-local,scripts,build,repo}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
