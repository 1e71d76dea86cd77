/**
 * Resident memory of a process and everything it started (Gatsby's build spawns worker processes),
 * read from /proc: the tree is rebuilt from each process's parent id on every sample, so workers that
 * come and go between samples are counted while they live.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** pid and parent pid from /proc/<pid>/stat; the command name may hold spaces and parentheses. */
export function parseStat(text: string): { pid: number; ppid: number } | null {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number.parseInt(text, 10);
  const ppid = Number(text.slice(close + 2).split(' ')[1]);
  return Number.isInteger(pid) && Number.isInteger(ppid) ? { pid, ppid } : null;
}

/** VmRSS of /proc/<pid>/status in bytes (0 for a zombie, which has none). */
export function rssBytesFromStatus(text: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(text);
  return match ? Number(match[1]) * 1024 : 0;
}

/** `root` and every process below it, given each process's parent. */
export function descendantsOf(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const readOrNull = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

/** Summed resident memory of `root`'s process tree now, in bytes. */
export function treeRssBytes(root: number, proc = '/proc'): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`${proc}/${entry}/stat`);
    const parsed = stat ? parseStat(stat) : null;
    if (parsed) parents.set(parsed.pid, parsed.ppid);
  }
  return descendantsOf(root, parents).reduce((sum, pid) => sum + rssBytesFromStatus(readOrNull(`${proc}/${pid}/status`) ?? ''), 0);
}

/** Samples `root`'s tree every `intervalMs` until stopped; `stop()` returns the peak seen. */
export function samplePeakRss(root: number, intervalMs = 250): { stop(): number } {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, treeRssBytes(root));
    } catch {
      // /proc unreadable for a moment: the next sample counts
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
