/**
 * Runs part of the stack (the local storefront, the shop service) in a Node process of its own, so a
 * request that keeps it busy — a CPU-heavy query, a stuck database call — cannot stall the static site
 * served by the parent. The child announces its URL over the IPC channel; it exits when told
 * (SIGTERM) or when the parent goes away (IPC disconnect), so Ctrl-C and crashes leave nothing behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ReadyMessage {
  type: 'listening';
  url: string;
}

export const isReadyMessage = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'listening' &&
  typeof (message as { url?: unknown }).url === 'string';

/** In the child: tells the parent (when there is one) where it listens. */
export function announceListening(url: string): void {
  process.send?.({ type: 'listening', url } satisfies ReadyMessage);
}

/** In the child: runs `stop` on SIGINT/SIGTERM and when the parent's IPC channel closes. */
export function stopWithParent(stop: (reason: string) => void): void {
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  if (process.send) process.once('disconnect', () => stop('parent exited'));
}

export interface StartedChild {
  url: string;
  child: ChildProcess;
  close(): Promise<void>;
}

export interface StartChildOptions {
  /** Shown in errors: "the shop service". */
  name: string;
  env?: NodeJS.ProcessEnv;
  args?: string[];
  /** How long `close()` waits after SIGTERM before SIGKILL. */
  killAfterMs?: number;
}

/** Starts `file` (TypeScript, through tsx) and resolves once it has announced its URL. */
export function startChild(file: string, options: StartChildOptions): Promise<StartedChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(file), ...(options.args ?? [])], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 10_000);
    await exited;
    clearTimeout(force);
  };
  return new Promise<StartedChild>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`${options.name} exited before it was ready (${signal ?? `code ${code}`})`)));
    child.on('message', (message) => {
      if (isReadyMessage(message)) resolve({ url: message.url, child, close });
    });
  });
}
