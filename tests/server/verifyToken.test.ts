import { CUSTOMER_ID_QUERY } from '../../src/storefront/documents/customer';
import { TokenVerificationUnavailable, storefrontTokenVerifier } from '../../server/verifyToken';

const ENDPOINT = 'http://localhost:8787/api/2025-07/graphql.json';

/** A Storefront API stand-in: token "good-N" belongs to customer N, anything else to nobody. */
function fakeStorefront() {
  const requests: { url: string; init: RequestInit }[] = [];
  const signedOut = new Set<string>();
  let failWith: number | Error | null = null;
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    if (failWith instanceof Error) throw failWith;
    if (typeof failWith === 'number') return new Response('upstream trouble', { status: failWith });
    const { variables } = JSON.parse(String(init?.body)) as { variables: { customerAccessToken: string } };
    const match = signedOut.has(variables.customerAccessToken) ? null : /^good-(\d+)$/.exec(variables.customerAccessToken);
    const customer = match ? { id: `gid://shopify/Customer/${match[1]}` } : null;
    return Response.json({ data: { customer } });
  }) as typeof fetch;
  return {
    fetchImpl,
    requests,
    fail: (how: number | Error | null) => (failWith = how),
    /** customerAccessTokenDelete: Shopify answers `customer: null` for the token from then on. */
    signOut: (token: string) => signedOut.add(token),
  };
}

describe('storefrontTokenVerifier', () => {
  it('asks the Storefront API for the customer id with the storefront token header', async () => {
    const storefront = fakeStorefront();
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 'public-token', ttlMs: 1000, fetch: storefront.fetchImpl });
    expect(await verify('good-42')).toBe('gid://shopify/Customer/42');
    const [request] = storefront.requests;
    expect(request?.url).toBe(ENDPOINT);
    expect(request?.init.method).toBe('POST');
    expect(new Headers(request?.init.headers).get('X-Shopify-Storefront-Access-Token')).toBe('public-token');
    expect(JSON.parse(String(request?.init.body))).toEqual({ query: CUSTOMER_ID_QUERY, variables: { customerAccessToken: 'good-42' } });
  });

  it('returns null for a token Shopify does not know', async () => {
    const storefront = fakeStorefront();
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', ttlMs: 1000, fetch: storefront.fetchImpl });
    expect(await verify('expired')).toBeNull();
  });

  it('caches positive and negative verdicts until they expire', async () => {
    const storefront = fakeStorefront();
    let now = 0;
    const verify = storefrontTokenVerifier({
      endpoint: ENDPOINT,
      storefrontToken: 't',
      ttlMs: 1000,
      negativeTtlMs: 100,
      fetch: storefront.fetchImpl,
      now: () => now,
    });
    await verify('good-1');
    await verify('bad');
    now = 99;
    await verify('good-1');
    await verify('bad');
    expect(storefront.requests).toHaveLength(2);
    now = 150;
    await verify('good-1');
    await verify('bad');
    expect(storefront.requests).toHaveLength(3);
    now = 1200;
    await verify('good-1');
    expect(storefront.requests).toHaveLength(4);
  });

  it('shares one call between concurrent checks of a token', async () => {
    const storefront = fakeStorefront();
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', ttlMs: 1000, fetch: storefront.fetchImpl });
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => verify('good-7')));
    expect(new Set(verdicts)).toEqual(new Set(['gid://shopify/Customer/7']));
    expect(storefront.requests).toHaveLength(1);
  });

  it('keeps at most maxEntries verdicts, dropping the oldest', async () => {
    const storefront = fakeStorefront();
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', ttlMs: 60_000, maxEntries: 2, fetch: storefront.fetchImpl });
    await verify('good-1');
    await verify('good-2');
    await verify('good-3');
    await verify('good-3');
    await verify('good-2');
    expect(storefront.requests).toHaveLength(3);
    await verify('good-1');
    expect(storefront.requests).toHaveLength(4);
  });

  it('throws TokenVerificationUnavailable, uncached, when the API fails', async () => {
    const storefront = fakeStorefront();
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', ttlMs: 60_000, fetch: storefront.fetchImpl });
    storefront.fail(502);
    await expect(verify('good-1')).rejects.toBeInstanceOf(TokenVerificationUnavailable);
    storefront.fail(new TypeError('fetch failed'));
    await expect(verify('good-1')).rejects.toThrow(/unreachable/);
    storefront.fail(null);
    expect(await verify('good-1')).toBe('gid://shopify/Customer/1');
  });

  it('refuses a signed-out token within 5 s by default, however often it was read before', async () => {
    const storefront = fakeStorefront();
    let now = 0;
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', fetch: storefront.fetchImpl, now: () => now });
    expect(await verify('good-1')).toBe('gid://shopify/Customer/1');
    storefront.signOut('good-1');
    now = 5_000;
    expect(await verify('good-1')).toBeNull();
  });

  it('never reuses a verdict longer than 5 s, whatever ttl it is given', async () => {
    const storefront = fakeStorefront();
    let now = 0;
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', ttlMs: 60_000, negativeTtlMs: 60_000, fetch: storefront.fetchImpl, now: () => now });
    await verify('good-1');
    storefront.signOut('good-1');
    now = 5_000;
    expect(await verify('good-1')).toBeNull();
  });

  it('asks again for a fresh verdict (writes), and the answer replaces the cached one', async () => {
    const storefront = fakeStorefront();
    const verify = storefrontTokenVerifier({ endpoint: ENDPOINT, storefrontToken: 't', ttlMs: 5_000, fetch: storefront.fetchImpl, now: () => 0 });
    expect(await verify('good-1')).toBe('gid://shopify/Customer/1');
    storefront.signOut('good-1');
    expect(await verify('good-1')).toBe('gid://shopify/Customer/1'); // a read inside the short cache
    expect(await verify('good-1', { fresh: true })).toBeNull();
    expect(await verify('good-1')).toBeNull();
    expect(storefront.requests).toHaveLength(2);
  });
});
