/**
 * The Storefront API accepts Customer Account access tokens in `buyerIdentity.customerAccessToken`
 * since 2025-01 (https://shopify.dev/changelog/deprecation-of-storefrontcustomeraccesstokencreate-mutation).
 * The cart store resolves buyers through this: `shcat_` tokens by their session, others as legacy tokens.
 */
import type { CustomerRecord } from '../customers/customerRecords';
import { CustomerStore } from '../customers/customerStore';
import { ACCESS_TOKEN_PREFIX } from './config';
import type { CustomerAccountSessions } from './sessions';

export class BuyerCustomers extends CustomerStore {
  private sessions: CustomerAccountSessions | null = null;

  /** Set once the Customer Account sessions exist (they need the database the cart store shares). */
  useSessions(sessions: CustomerAccountSessions): void {
    this.sessions = sessions;
  }

  override async findByAccessToken(accessToken: string | null | undefined): Promise<CustomerRecord | null> {
    if (accessToken?.startsWith(ACCESS_TOKEN_PREFIX)) {
      const customerId = this.sessions ? await this.sessions.customerIdForAccessToken(accessToken) : null;
      return customerId === null ? null : this.byId(customerId);
    }
    return super.findByAccessToken(accessToken);
  }
}
