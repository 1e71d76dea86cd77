/**
 * A self-signed TLS certificate for localhost, made at start with node:crypto alone (no openssl, no
 * dependency): an ECDSA P-256 key and an X.509 v3 certificate naming `localhost`, `*.localhost`
 * and `checkout.localhost` (the checkout host), 127.0.0.1 and ::1. Clients that insist on https (Shopify's storefront API
 * client, Next.js Commerce) then reach the local storefront; they trust it as README.md describes.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

// DER (ITU-T X.690): tag, definite length, content.
const der = (tag: number, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  const length = body.length;
  const lengthBytes =
    length < 0x80 ? Buffer.from([length]) : (() => {
      const bytes: number[] = [];
      for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
      return Buffer.from([0x80 | bytes.length, ...bytes]);
    })();
  return Buffer.concat([Buffer.from([tag]), lengthBytes, body]);
};
const sequence = (...items: Buffer[]) => der(0x30, ...items);
const set = (...items: Buffer[]) => der(0x31, ...items);
const integer = (bytes: Buffer) => der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const oid = (dotted: string): Buffer => {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const n of rest) {
    const chunk = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const bitString = (bytes: Buffer) => der(0x03, Buffer.from([0]), bytes);
const octetString = (bytes: Buffer) => der(0x04, bytes);
const explicit = (n: number, inner: Buffer) => der(0xa0 + n, inner);
// GeneralizedTime is valid for every date (UTCTime stops at 2049).
const time = (date: Date) => der(0x18, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`, 'ascii'));

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const name = (commonName: string) => sequence(set(sequence(oid('2.5.4.3'), utf8(commonName))), set(sequence(oid('2.5.4.10'), utf8('Local storefront'))));

export interface SelfSignedCertificate {
  /** PEM certificate and key, as `https.createServer({ cert, key })` takes them. */
  cert: string;
  key: string;
  /** SHA-256 fingerprint (colon-separated hex), to check what a client was shown. */
  fingerprint256: string;
}

export interface CertificateOptions {
  /** Host names and IP addresses the certificate is valid for. */
  dnsNames?: string[];
  ipAddresses?: string[];
  /** When it starts to be valid (default now) and for how many days. */
  now?: Date;
  days?: number;
}

const ipBytes = (ip: string): Buffer => {
  if (ip.includes(':')) {
    // Expand :: into the missing zero groups.
    const [head = '', tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
    return Buffer.from(groups.flatMap((g) => { const n = parseInt(g, 16); return [n >> 8, n & 0xff]; }));
  }
  return Buffer.from(ip.split('.').map(Number));
};

export function selfSignedCertificate(options: CertificateOptions = {}): SelfSignedCertificate {
  // Browsers and Node refuse a wildcard directly under a top-level name, so the checkout host is named too.
  const dnsNames = options.dnsNames ?? ['localhost', 'checkout.localhost', '*.localhost'];
  const ipAddresses = options.ipAddresses ?? ['127.0.0.1', '::1'];
  const now = options.now ?? new Date();
  // A minute's grace for clocks a little behind.
  const notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now.getTime() + (options.days ?? 365) * 86_400_000);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const subject = name(dnsNames[0] ?? 'localhost');
  const altNames = sequence(...dnsNames.map((d) => der(0x82, Buffer.from(d, 'ascii'))), ...ipAddresses.map((ip) => der(0x87, ipBytes(ip))));
  const extensions = explicit(
    3,
    sequence(
      sequence(oid('2.5.29.17'), octetString(altNames)),
      // Not a CA: the certificate serves this server only.
      sequence(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), octetString(sequence())),
      // serverAuth
      sequence(oid('2.5.29.37'), octetString(sequence(oid('1.3.6.1.5.5.7.3.1')))),
    ),
  );
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(serial),
    ECDSA_WITH_SHA256,
    subject,
    sequence(time(notBefore), time(notAfter)),
    subject,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, bitString(sign('sha256', tbs, privateKey)));
  const cert = `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').replace(/.{64}/g, '$&\n').replace(/\n?$/, '\n')}-----END CERTIFICATE-----\n`;
  return {
    cert,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    fingerprint256: new X509Certificate(cert).fingerprint256 || createHash('sha256').update(certificate).digest('hex'),
  };
}
