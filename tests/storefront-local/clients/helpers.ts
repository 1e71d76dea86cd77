/**
 * Shopify's own npm clients against the local storefront, listening on a free port as a shop does on
 * the network. Hydrogen's Customer Account client builds its URLs on https://shopify.com (from the shop
 * id); `shopifyComFetch` sends those to the local storefront, as a hosts entry would, and nothing else
 * changes in the requests.
 */
import { startStorefront, type RunningStorefront, type StorefrontOptions } from '../../../storefront-local/server';

export const PUBLIC_TOKEN = 'local-storefront-token';
export const PRIVATE_TOKEN = 'local-storefront-private-token';
export const SHOP_ID = '1';
export const CUSTOMER_ACCOUNT_CLIENT_ID = 'local-customer-account-client';

export async function listeningStorefront(options: StorefrontOptions = {}): Promise<RunningStorefront> {
  return startStorefront({ port: 0, host: '127.0.0.1', dataDir: null, seed: false, ...options });
}

const SHOPIFY_COM = 'https://shopify.com';

/** A fetch that answers Shopify's customer account host from the local storefront. */
export function shopifyComFetch(storefrontUrl: string, requests: string[] = []): typeof fetch {
  const real = globalThis.fetch;
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(url);
    if (!url.startsWith(`${SHOPIFY_COM}/`)) return real(input, init);
    const local = storefrontUrl + url.slice(SHOPIFY_COM.length);
    return input instanceof Request ? real(new Request(local, input), init) : real(local, init);
  };
}

/** The e-mailed six-digit sign-in code, from the local outbox. */
export async function outboxCode(storefrontUrl: string, email: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}/__outbox.json?to=${encodeURIComponent(email)}`);
  const { emails } = (await response.json()) as { emails: Array<{ text: string }> };
  const match = /\b(\d{6})\b/.exec(emails[0]?.text ?? '');
  if (!match?.[1]) throw new Error(`no code e-mailed to ${email}`);
  return match[1];
}

/**
 * Hydrogen's Storefront API proxy (`storefront.forward`) passes the browser's body on as a stream, which
 * Oxygen's runtime sends as it is; Node's fetch wants `duplex: "half"` for that. This fetch adds it.
 */
export function streamingBodyFetch(): typeof fetch {
  const real = globalThis.fetch;
  return (input, init) => real(input, init?.body instanceof ReadableStream ? ({ ...init, duplex: 'half' } as RequestInit) : init);
}
