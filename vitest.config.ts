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
          include: ['tests/{unit,browser,components,stores,storefront,game,config,pages,accounts,shared,features}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // msw answers the store's absolute endpoint; the same-origin endpoint has its own tests.
          env: { GATSBY_STOREFRONT_SAME_ORIGIN: 'false' },
          // A ceiling, not a measurement: tests wait for what the user would see, and a loaded machine
          // (a build beside them, load average 10 and more) makes jsdom and PGlite several times slower.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{server,storefront-local,scripts,build,repo}/**/*.test.ts'],
          // Hang guards, not speed expectations: these tests start databases and child processes and
          // wait for them to answer, which takes several times longer on a loaded 2-core CI machine.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
