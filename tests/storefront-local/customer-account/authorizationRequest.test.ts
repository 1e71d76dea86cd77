/**
 * Pure checks of an authorization request and of PKCE S256 (RFC 7636, which Shopify requires of public
 * clients: https://shopify.dev/docs/api/customer/latest#authorization).
 */
import fc from 'fast-check';
import { checkAuthorizationRequest, redirectWith } from '../../../storefront-local/customer-account/authorizationRequest';
import { s256 } from '../../../storefront-local/customer-account/sessions';

const REGISTERED = 'http://localhost:8000/account/authorize/';
const valid = {
  client_id: 'local-customer-account-client',
  response_type: 'code',
  redirect_uri: REGISTERED,
  scope: 'openid email customer-account-api:full',
  state: 's',
  nonce: 'n',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
};

describe('s256', () => {
  it('matches the example of RFC 7636 Appendix B', () => {
    expect(s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('always gives a challenge the authorization endpoint accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/), (verifier) => {
        expect(checkAuthorizationRequest({ ...valid, code_challenge: s256(verifier) }, REGISTERED).kind).toBe('ok');
      }),
    );
  });
});

describe('checkAuthorizationRequest', () => {
  it('accepts the contract request and keeps state and nonce', () => {
    expect(checkAuthorizationRequest(valid, REGISTERED)).toEqual({
      kind: 'ok',
      request: { clientId: valid.client_id, redirectUri: REGISTERED, scope: valid.scope, state: 's', nonce: 'n', codeChallenge: valid.code_challenge },
    });
  });

  it('never redirects to a URI other than the registered one, whatever else is wrong', () => {
    fc.assert(
      fc.property(fc.webUrl().filter((url) => url !== REGISTERED), fc.constantFrom('', 'plain', 'S256'), (redirectUri, method) => {
        const check = checkAuthorizationRequest({ ...valid, redirect_uri: redirectUri, code_challenge_method: method }, REGISTERED);
        expect(check.kind).toBe('page');
      }),
    );
  });

  it('refuses repeated parameters instead of picking one', () => {
    expect(checkAuthorizationRequest({ ...valid, redirect_uri: [REGISTERED, 'https://evil.example/'] }, REGISTERED).kind).toBe('page');
    // RFC 6749 §3.1: any other repeated parameter goes back to the client as invalid_request.
    expect(checkAuthorizationRequest({ ...valid, code_challenge: [valid.code_challenge, valid.code_challenge] }, REGISTERED)).toMatchObject({
      kind: 'redirect',
      error: 'invalid_request',
      description: expect.stringContaining('code_challenge'),
    });
  });
});

describe('redirectWith', () => {
  it('adds parameters, keeps the URI and leaves out nulls', () => {
    expect(redirectWith(REGISTERED, { code: 'c', state: null })).toBe(`${REGISTERED}?code=c`);
    expect(redirectWith(`${REGISTERED}?from=cart`, { error: 'invalid_request', state: 'a b' })).toBe(`${REGISTERED}?from=cart&error=invalid_request&state=a+b`);
  });
});
