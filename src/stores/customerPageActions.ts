/**
 * Account actions only the account and club pages use: older orders, finding an order, returns,
 * e-mail preferences and the Beach Club member, and the account's side of a newsletter sign-up (the
 * sign-up form loads this module once sent). They run through the customer store's backend runner
 * and live here so that their code loads with those pages, not with every page.
 */
import { failedLoadStatus } from '../accounts/busy';
import type { AccountResult, ReturnRequestLine } from '../accounts/types';
import type { ClubMember } from '../lib/beachClub';
import { appendOrders, type AccountOrder } from '../lib/customerOrders';
import { isAccountEmail } from '../lib/newsletterConsent';
import { useCustomer } from './customer';

/** The result of an account action that could not reach the store. */
const unreachable = (): AccountResult<never> => ({ ok: false, errors: [], networkError: true });

/** The Beach Club's side of the customer (the rewards store asks for it on the club pages). */
export const loadClubMember = (): Promise<AccountResult<ClubMember>> =>
  useCustomer.getState().runAccount('Loading the Beach Club', unreachable, (actions, session) => actions.loadClubMember(session));

/**
 * The next page of older orders, after those loaded. One request at a time; with every order
 * loaded there is nothing to ask. A failure keeps the orders shown and says so (network) or ends
 * quietly (the session ended, which clears them anyway).
 */
export async function loadMoreOrders(): Promise<void> {
  const { ordersCursor: after, moreOrdersStatus } = useCustomer.getState();
  if (moreOrdersStatus === 'loading') return;
  if (!after) {
    useCustomer.setState({ moreOrdersStatus: 'ready' });
    return;
  }
  useCustomer.setState({ moreOrdersStatus: 'loading' });
  const result = await useCustomer.getState().runAccount('Loading older orders', unreachable, (actions, session) => actions.olderOrders(session, after));
  // Signed out (or another customer) meanwhile: the page belongs to no one shown here.
  if (useCustomer.getState().ordersCursor !== after) return;
  if (!result.ok || !result.data) {
    useCustomer.setState({ moreOrdersStatus: failedLoadStatus(result) });
    return;
  }
  const page = result.data;
  useCustomer.setState((s) => ({ orders: appendOrders(s.orders, page.orders), ordersCursor: page.cursor, moreOrdersStatus: 'ready' }));
}

/**
 * One order by number among all the customer's orders; it joins `orders` when found. One already
 * loaded is answered at once, without asking the shop.
 */
export async function findOrder(orderNumber: number): Promise<AccountResult<AccountOrder | null>> {
  const known = useCustomer.getState().orders.find((o) => o.orderNumber === orderNumber);
  if (known) return { ok: true, errors: [], networkError: false, data: known };
  return useCustomer.getState().runAccount('Finding the order', unreachable, (actions, session) => actions.findOrder(session, orderNumber));
}

/** Asks for a return; the order is read again so the return shows on it. */
export const requestReturn = (orderId: string, lines: ReturnRequestLine[]): Promise<AccountResult<{ name: string }>> =>
  useCustomer.getState().runAccount('Requesting the return', unreachable, async (actions, session) => {
    const result = await actions.requestReturn(session, orderId, lines);
    if (result.ok) await useCustomer.getState().loadOrders();
    return result;
  });

export const setEmailMarketing = (subscribed: boolean): Promise<AccountResult> =>
  useCustomer.getState().runAccount('Changing e-mail preferences', unreachable, (actions, session) => actions.setEmailMarketing(session, subscribed));

export type AccountSignUpOutcome = 'subscribed' | 'not-the-account' | 'failed';

/**
 * After a newsletter sign-up: a signed-in customer who signed up their own e-mail has their account
 * subscribed (legacy customerUpdate acceptsMarketing, new customerEmailMarketingSubscribe), so the
 * profile agrees with the list. Another e-mail, or no one signed in, leaves the account alone.
 */
export async function subscribeAccountAfterSignUp(email: string): Promise<AccountSignUpOutcome> {
  const { customer, isLoggedIn } = useCustomer.getState();
  if (!isLoggedIn || !customer || !isAccountEmail(customer.email, email)) return 'not-the-account';
  if (customer.acceptsMarketing) return 'subscribed';
  const result = await setEmailMarketing(true);
  return result.ok ? 'subscribed' : 'failed';
}
