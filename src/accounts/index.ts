/**
 * The account backend this build uses (GATSBY_CUSTOMER_ACCOUNTS), loaded with the first account
 * request so neither backend (nor oauth4webapi) is part of the first-load JavaScript.
 */
import { env } from '../config/env';
import { lazyModule } from '../browser/lazy';
import type { AccountBackend, AccountsKind } from './types';

export const accountsKind: AccountsKind = env.customerAccounts === 'new' ? 'new' : 'legacy';

/** True when shoppers sign in by the shop's hosted login (new customer accounts), not by password. */
export const usesHostedLogin = (): boolean => accountsKind === 'new';

export const loadAccountBackend = lazyModule(
  async (): Promise<AccountBackend> => (accountsKind === 'new' ? (await import('./new')).backend : (await import('./legacy')).backend),
);
