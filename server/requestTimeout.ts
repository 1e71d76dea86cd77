/**
 * How long a client may take to send a whole request (headers and body). Without it a client that
 * trickles a body a byte at a time holds a connection, and the request's memory, for as long as it
 * likes; past it Node answers 408 and closes the connection. Node checks running requests only every
 * `connectionsCheckingInterval` (30 s by default), so the check runs more often to keep the limit close.
 */
import type { ServerOptions } from 'node:http';

/** Bodies here are at most a few hundred KB: even a slow phone sends one in well under this. */
export const REQUEST_TIMEOUT_MS = 30_000;

export function requestTimeoutOptions(timeoutMs: number = REQUEST_TIMEOUT_MS): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: timeoutMs,
    // Node reads the timeout when the server is created: Fastify's later assignment alone does nothing.
    http: { requestTimeout: timeoutMs, connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeoutMs / 4))) },
  };
}
