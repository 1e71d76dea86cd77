/**
 * `npm run conformance`: Shopify's own clients, fresh from the npm registry, against the local storefront.
 * In a temporary directory it makes a client project (`npm init`, then `npm install` of the latest
 * @shopify/storefront-api-client and @shopify/hydrogen with the react-router and react versions Hydrogen
 * asks for), copies in scripts/conformance/client.mjs (our documents, from the API reference), starts a
 * local storefront in this process (in memory, seeded, new customer accounts, https beside http) and runs
 * the client against it. Prints one line per check and a summary; exits 1 when a check fails or a known
 * gap now passes. Needs the network, so it is not part of `npm test` nor CI.
 *   npm run conformance [-- --keep]   (--keep leaves the client project in place and prints its path)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_ID } from '../storefront-local/customer-account/config';
import { SHOP_ID } from '../storefront-local/config';
import { startStorefront } from '../storefront-local/server';

const SHOP_ORIGIN = 'https://blue-bay-swim.example';
const PUBLIC_TOKEN = 'local-storefront-token';
const PRIVATE_TOKEN = 'local-storefront-private-token';
const DEMO_EMAIL = 'demo@bluebayswim.test';

function npm(dir: string, args: string[]): void {
  console.log(`$ npm ${args.map((arg) => (arg.includes(' ') ? `'${arg}'` : arg)).join(' ')}`);
  const result = spawnSync('npm', args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) throw new Error(`npm ${args[0]} failed (exit ${result.status})`);
}

const installedVersion = (dir: string, name: string): string =>
  (JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The client project: latest clients, and the peers Hydrogen names (not its build tools). */
function makeClientProject(dir: string): Record<string, string> {
  npm(dir, ['init', '-y']);
  const quiet = ['--no-audit', '--no-fund', '--legacy-peer-deps'];
  npm(dir, ['install', ...quiet, '@shopify/storefront-api-client@latest', '@shopify/hydrogen@latest']);
  const peers = (JSON.parse(readFileSync(path.join(dir, 'node_modules/@shopify/hydrogen/package.json'), 'utf8')) as { peerDependencies: Record<string, string> })
    .peerDependencies;
  npm(dir, ['install', ...quiet, `react-router@${peers['react-router']}`, `react@${peers.react}`, `react-dom@${peers.react}`]);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, type: 'module' }, null, 2));
  copyFileSync(path.join(__dirname, 'conformance', 'client.mjs'), path.join(dir, 'client.mjs'));
  return Object.fromEntries(['@shopify/storefront-api-client', '@shopify/hydrogen', 'react-router'].map((name) => [name, installedVersion(dir, name)]));
}

interface Tally {
  ok: number;
  failed: number;
  gaps: number;
}

function runClient(dir: string, env: Record<string, string>): Promise<Tally> {
  const tally: Tally = { ok: 0, failed: 0, gaps: 0 };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['client.mjs'], { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      buffer += text;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        console.log(line);
        if (line.startsWith('ok ')) tally.ok += 1;
        else if (line.startsWith('gap ')) tally.gaps += 1;
        else if (line.startsWith('FAIL ') || line.startsWith('FIXED ')) tally.failed += 1;
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (buffer) console.log(buffer);
      // A crash before or between checks is a failure too.
      if (code !== 0) tally.failed += 1;
      resolve(tally);
    });
  });
}

async function main(): Promise<number> {
  const keep = process.argv.includes('--keep');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-conformance-'));
  try {
    const versions = makeClientProject(dir);
    const storefront = await startStorefront({ port: 0, httpsPort: 0, host: 'localhost', dataDir: null, seed: true, customerAccounts: 'new', siteUrl: SHOP_ORIGIN });
    let tally: Tally;
    try {
      const certFile = path.join(dir, 'local-storefront-cert.pem');
      writeFileSync(certFile, storefront.https!.cert);
      tally = await runClient(dir, {
        STORE_URL: storefront.url,
        STORE_TLS_DOMAIN: `localhost:${storefront.https!.port}`,
        NODE_EXTRA_CA_CERTS: certFile,
        SHOP_ORIGIN,
        SHOP_ID: String(SHOP_ID),
        CUSTOMER_ACCOUNT_CLIENT_ID: CLIENT_ID,
        PUBLIC_TOKEN,
        PRIVATE_TOKEN,
        DEMO_EMAIL,
      });
    } finally {
      await storefront.close();
    }
    const using = Object.entries(versions)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ');
    console.log(`\nconformance: ${tally.ok} passed, ${tally.failed} failed, ${tally.gaps} known gaps (${using}, node ${process.version})`);
    return tally.failed > 0 ? 1 : 0;
  } finally {
    if (keep) console.log(`client project kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
