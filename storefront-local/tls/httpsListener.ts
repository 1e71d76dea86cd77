/**
 * The local storefront on TLS as well, beside its plain-http port: the same app (every route, hook and
 * store) behind an https server with a self-signed certificate for localhost. The certificate is kept
 * in the data directory (`tls/localhost-cert.pem`, key beside it) so that a client trusts it once; it
 * is made again when missing, unreadable or within 30 days of its end.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { selfSignedCertificate } from './selfSignedCertificate';

export interface HttpsListener {
  url: string;
  port: number;
  /** The PEM certificate a client trusts (NODE_EXTRA_CA_CERTS, the OS or browser store). */
  certFile: string | null;
  cert: string;
  close(): Promise<void>;
}

const RENEW_BEFORE_MS = 30 * 86_400_000;

function usableCertificate(certFile: string, keyFile: string, now: number): { cert: string; key: string } | null {
  if (!existsSync(certFile) || !existsSync(keyFile)) return null;
  try {
    const cert = readFileSync(certFile, 'utf8');
    const key = readFileSync(keyFile, 'utf8');
    const x509 = new X509Certificate(cert);
    if (Date.parse(x509.validTo) - now < RENEW_BEFORE_MS || !x509.checkHost('localhost')) return null;
    return { cert, key };
  } catch {
    return null;
  }
}

/** The certificate and key: read from `dir` when still good, else made (and saved when `dir` is set). */
export function localCertificate(dir: string | null, now = Date.now()): { cert: string; key: string; certFile: string | null } {
  const certFile = dir ? path.join(dir, 'localhost-cert.pem') : null;
  const keyFile = dir ? path.join(dir, 'localhost-key.pem') : null;
  const kept = certFile && keyFile ? usableCertificate(certFile, keyFile, now) : null;
  if (kept) return { ...kept, certFile };
  const made = selfSignedCertificate({ now: new Date(now) });
  if (dir && certFile && keyFile) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(keyFile, made.key, { mode: 0o600 });
    writeFileSync(certFile, made.cert);
  }
  return { cert: made.cert, key: made.key, certFile };
}

export async function listenHttps(app: FastifyInstance, options: { port: number; host: string; certDir: string | null }): Promise<HttpsListener> {
  const { cert, key, certFile } = localCertificate(options.certDir);
  // app.routing is Fastify's whole request pipeline (hooks, routes, not-found), as on its own server.
  const server: Server = createServer({ cert, key }, (request, response) => app.routing(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `https://localhost:${port}`,
    port,
    certFile,
    cert,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
