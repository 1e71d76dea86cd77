/**
 * A standard OpenID Connect public client (oauth4webapi, the library the site signs in with) completes
 * discovery, the code + PKCE flow with ID-token and nonce checks, a refresh and the end of the session
 * against the imitation, over real HTTP. It knows only the shop's origin: every endpoint comes from the
 * discovery documents (https://shopify.dev/docs/api/customer/latest#discovery-endpoints), and the hosted
 * login is followed through its own forms, as a browser does. Shopify's flow:
 * https://shopify.dev/docs/api/customer/latest#authentication
 */
import * as oauth from 'oauth4webapi';
import { startStorefront, type RunningStorefront } from '../../../storefront-local/server';
import { CLIENT_ID } from './helpers';

const SITE = 'http://localhost:8000';
const CALLBACK = `${SITE}/account/authorize/`;
let storefront: RunningStorefront;
beforeAll(async () => {
  storefront = await startStorefront({ port: 0, host: '127.0.0.1', dataDir: null, seed: false, siteUrl: SITE, customerAccounts: 'new' });
});
afterAll(() => storefront.close());

const form = (body: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });

it('signs in, checks the ID token, refreshes and calls the GraphQL API from the discovered endpoints', async () => {
  const origin = storefront.url;
  const insecure = { [oauth.allowInsecureRequests]: true } as const;
  const discovery = await fetch(`${origin}/.well-known/openid-configuration`);
  // The document names its issuer (on Shopify another host, shopify.com); the client checks the rest against it.
  const { issuer } = (await discovery.clone().json()) as { issuer: string };
  const as = await oauth.processDiscoveryResponse(new URL(issuer), discovery);
  const { graphql_api: graphqlApi } = (await (await fetch(`${origin}/.well-known/customer-account-api`)).json()) as { graphql_api: string };
  const client: oauth.Client = { client_id: CLIENT_ID };
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const authorize = new URL(String(as.authorization_endpoint));
  const params = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope: 'openid email customer-account-api:full',
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);

  const loginPage = await fetch(authorize);
  const page = await loginPage.text();
  const login = /name="login" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const emailForm = new URL(/<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '', loginPage.url);
  const codePage = await fetch(emailForm, form({ login, email: 'interop@example.com' }));
  const codeHtml = await codePage.text();
  const codeForm = new URL(/<form method="post" action="([^"]+)"/.exec(codeHtml)?.[1] ?? '', codePage.url);
  const { emails } = (await (await fetch(`${origin}/__outbox.json?to=interop@example.com`)).json()) as { emails: Array<{ text: string }> };
  const code = /\b(\d{6})\b/.exec(emails[0]?.text ?? '')?.[1] ?? '';
  const back = await fetch(codeForm, { ...form({ login, code }), redirect: 'manual' });

  const callback = oauth.validateAuthResponse(as, client, new URL(String(back.headers.get('location'))), state);
  const grant = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), callback, CALLBACK, verifier, insecure);
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, grant, { expectedNonce: nonce, requireIdToken: true });
  expect(oauth.getValidatedIdTokenClaims(tokens)).toMatchObject({ email: 'interop@example.com', aud: CLIENT_ID });

  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    client,
    await oauth.refreshTokenGrantRequest(as, client, oauth.None(), String(tokens.refresh_token), insecure),
  );
  const answer = await fetch(graphqlApi, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: refreshed.access_token },
    body: JSON.stringify({ query: '{ customer { emailAddress { emailAddress } } }' }),
  });
  expect(await answer.json()).toMatchObject({ data: { customer: { emailAddress: { emailAddress: 'interop@example.com' } } }, extensions: { cost: { requestedQueryCost: 2 } } });

  const logout = new URL(String(as.end_session_endpoint));
  logout.searchParams.set('id_token_hint', String(refreshed.id_token ?? tokens.id_token));
  logout.searchParams.set('post_logout_redirect_uri', `${SITE}/`);
  const signedOut = await fetch(logout, { redirect: 'manual' });
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get('location')).toBe(`${SITE}/`);
  const after = await fetch(graphqlApi, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: refreshed.access_token },
    body: JSON.stringify({ query: '{ customer { id } }' }),
  });
  expect(after.status).toBe(401);
});
