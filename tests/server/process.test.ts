import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db';
import { readWishlist } from '../../server/store/wishlists';
import { DATABASE_URL } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

/** Runs a TypeScript file in a child Node with tsx, as `npm run service` does. */
function runTs(file: string, args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const exited = (child: ReturnType<typeof runTs>) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bb-service-process-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

// Concurrent: each test waits seconds on a child process, not on this one.
describe.concurrent('the service process', () => {

  it.skipIf(DATABASE_URL)('keeps an accepted PGlite write when the process is killed right after it', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    const child = runTs('tests/server/fixtures/writeThenCrash.ts', [dataDir, '77', 'survives-a-crash']);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect((await exited(child)).signal).toBe('SIGKILL');
    expect(output).toContain('written');

    const db = await openDatabase({ dataDir });
    try {
      expect(await readWishlist(db, '77')).toEqual([{ handle: 'survives-a-crash', variants: [{ id: 'v1' }] }]);
    } finally {
      await db.close();
    }
  });

  it('npm run service listens, answers health, and exits 0 on SIGTERM', async () => {
    const dir = await tempDir();
    const child = runTs('server/main.ts', [], {
      SERVICE_PORT: '0',
      SERVICE_DATA_DIR: path.join(dir, 'service'),
      LOG_REQUESTS: 'false',
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
    });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', () => reject(new Error(`service exited early:\n${output}`)));
    });
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    child.kill('SIGTERM');
    expect(await exited(child)).toEqual({ code: 0, signal: null });
  });
});
