/** Choosing the account system is configuration only, validated once, and a mode change rebuilds the site. */
import path from 'node:path';
import { EnvError, parseEnv } from '../../src/config/env';
import { siteFingerprint } from '../../scripts/lib/buildStamp';

describe('GATSBY_CUSTOMER_ACCOUNTS', () => {
  it('defaults to legacy accounts and the local public client id', () => {
    expect(parseEnv({})).toMatchObject({ customerAccounts: 'legacy', customerAccountClientId: 'local-customer-account-client' });
  });

  it('takes new accounts and a real client id', () => {
    expect(parseEnv({ GATSBY_CUSTOMER_ACCOUNTS: 'new', GATSBY_CUSTOMER_ACCOUNT_CLIENT_ID: 'shp_0e2f-client' })).toMatchObject({
      customerAccounts: 'new',
      customerAccountClientId: 'shp_0e2f-client',
    });
  });

  it('names the variable when the value is neither', () => {
    expect(() => parseEnv({ GATSBY_CUSTOMER_ACCOUNTS: 'classic' })).toThrow(EnvError);
    expect(() => parseEnv({ GATSBY_CUSTOMER_ACCOUNTS: 'classic' })).toThrow(/GATSBY_CUSTOMER_ACCOUNTS must be legacy or new/);
  });

  it('makes a built site stale when the mode changes (npm start rebuilds it)', () => {
    const root = path.resolve(__dirname, '../..');
    const legacy = siteFingerprint(root, { GATSBY_CUSTOMER_ACCOUNTS: 'legacy' });
    expect(siteFingerprint(root, { GATSBY_CUSTOMER_ACCOUNTS: 'new' })).not.toBe(legacy);
    expect(siteFingerprint(root, { GATSBY_CUSTOMER_ACCOUNTS: 'new', GATSBY_CUSTOMER_ACCOUNT_CLIENT_ID: 'other' })).not.toBe(
      siteFingerprint(root, { GATSBY_CUSTOMER_ACCOUNTS: 'new' }),
    );
  });
});
