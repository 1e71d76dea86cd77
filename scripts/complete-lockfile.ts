/**
 * The npm registry reachable here serves only the Linux builds of some packages with per-platform
 * binaries (rollup, msgpackr-extract), so `npm install` leaves their other-platform optional packages
 * out of package-lock.json — and `npm ci` then rejects the lock as out of sync. This adds the missing
 * entries with the os/cpu/libc they are for, which `npm ci` skips on a non-matching machine.
 * Run after `npm install`: `npx tsx scripts/complete-lockfile.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd'];
const CPU: Record<string, string> = { arm: 'arm', arm64: 'arm64', x64: 'x64', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };

/** `@rollup/rollup-linux-arm-musleabihf` → os linux, cpu arm, libc musl. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const osIndex = parts.findIndex((p) => OS.includes(p));
  if (osIndex === -1) return null;
  const os = parts[osIndex] as string;
  const cpu = CPU[parts[osIndex + 1] ?? ''];
  if (!cpu) return null;
  const rest = parts.slice(osIndex + 2).join('-');
  const libc = os === 'linux' ? (rest.startsWith('musl') ? ['musl'] : ['glibc']) : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

function main(): void {
  const file = path.resolve(__dirname, '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  let added = 0;
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const parentDir = key === '' ? '' : `${key}/`;
      const nested = `${parentDir}node_modules/${dep}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${dep}`]) continue;
      const platform = platformOf(dep);
      if (!platform) continue;
      lock.packages[`node_modules/${dep}`] = { version: range.replace(/^[\^~=]/, ''), optional: true, ...platform };
      added += 1;
    }
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${added} platform entries added`);
}

if (require.main === module) main();
