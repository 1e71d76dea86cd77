import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests drive Debian's Chromium (`apt-get install chromium`): Playwright cannot download its
 * own browsers here. The stack (local storefront + site + shop service) is started by `npm start`.
 */
const port = Number(process.env.E2E_PORT ?? 8000);
// Account journeys are written for one account mode: a build for new customer accounts
// (GATSBY_CUSTOMER_ACCOUNTS=new) does not collect the password-account specs, and the default
// legacy build does not collect the new-accounts journey, so neither run reports skipped tests.
const newCustomerAccounts = process.env.GATSBY_CUSTOMER_ACCOUNTS === 'new';
const otherAccountModeSpecs = newCustomerAccounts
  ? ['**/account.spec.ts', '**/account-rough-edges.spec.ts']
  : ['**/account-new.spec.ts'];
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: otherAccountModeSpecs,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A second CI run (new customer accounts) writes its own report: PLAYWRIGHT_JSON_OUTPUT names it.
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? '.ci-playwright.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    env: { PORT: String(port) },
  },
});
