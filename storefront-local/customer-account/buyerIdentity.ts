/**
 * The Storefront API accepts Customer Account access tokens in `buyerIdentity.customerAccessToken`
 * since 2025-01 (https://shopify.dev/changelog/deprecation-of-storefrontcustomeraccesstokencreate-mutation).
 * The cart store resolves buyers through this: `shcat_` tokens by their session, others as legacy tokens.
 * A shop runs one account system, so only that system's tokens name a buyer: legacy tokens while it runs
 * legacy accounts, Customer Account tokens once it has sessions (new accounts).
 */
import type { CustomerRecord } from '../customers/customerRecords';
import { CustomerStore } from '../customers/customerStore';
import { ACCESS_TOKEN_PREFIX } from './config';
import type { CustomerAccountSessions } from './sessions';

export class BuyerCustomers extends CustomerStore {
  private sessions: CustomerAccountSessions | null = null;

  /** New customer accounts: set once their sessions exist (they need the database the cart store shares). */
  useSessions(sessions: CustomerAccountSessions): void {
    this.sessions = sessions;
  }

  override async findByAccessToken(accessToken: string | null | undefined): Promise<CustomerRecord | null> {
    if (this.sessions) {
      if (!accessToken?.startsWith(ACCESS_TOKEN_PREFIX)) return null;
      const customerId = await this.sessions.customerIdForAccessToken(accessToken);
      return customerId === null ? null : this.byId(customerId);
    }
    return accessToken?.startsWith(ACCESS_TOKEN_PREFIX) ? null : super.findByAccessToken(accessToken);
  }
}
