/**
 * The legacy backend: Shopify's classic customer accounts through the Storefront API (password
 * sign-in, customerAccessToken*, customer* mutations). Loaded with the first account request.
 */
import { TOKEN_RENEW_WITHIN_MS } from '../../config/accounts';
import * as operations from '../../storefront/operations/customer';
import { failed } from '../results';
import type { AccountBackend, SessionToken } from '../types';
import * as actions from './actions';

export const backend: AccountBackend = {
  kind: 'legacy',
  renewWithinMs: TOKEN_RENEW_WITHIN_MS,

  fetchCustomer: (token) => operations.fetchCustomer(token.accessToken).then((customer) => customer ?? null),

  renewToken: async (token): Promise<SessionToken | null> => {
    const renewed = (await operations.renewAccessToken(token.accessToken))?.customerAccessToken;
    return renewed ? { accessToken: renewed.accessToken, expiresAt: renewed.expiresAt } : null;
  },

  endSession: (token) => operations.deleteAccessToken(token.accessToken),

  // Password accounts have no hosted login to go to or come back from.
  beginSignIn: async () => failed([{ message: 'This shop signs in with your e-mail and password.' }]),
  completeSignIn: async () => failed<{ returnTo: string }>([{ message: 'This shop signs in with your e-mail and password.' }]),

  ...actions,
};
