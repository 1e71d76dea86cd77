/**
 * Account actions only the account and club pages use: older orders, finding an order, returns,
 * e-mail preferences and the Beach Club member. They run through the customer store's backend runner
 * and live here so that their code loads with those pages, not with every page.
 */
import type { AccountResult, ReturnRequestLine } from '../accounts/types';
import type { ClubMember } from '../lib/beachClub';
import type { AccountOrder } from '../lib/customerOrders';
import { useCustomer } from './customer';

/** The result of an account action that could not reach the store. */
const unreachable = (): AccountResult<never> => ({ ok: false, errors: [], networkError: true });

/** The Beach Club's side of the customer (the rewards store asks for it on the club pages). */
export const loadClubMember = (): Promise<AccountResult<ClubMember>> =>
  useCustomer.getState().runAccount('Loading the Beach Club', unreachable, (actions, session) => actions.loadClubMember(session));

/** The next page of older orders. */
export function loadMoreOrders(): Promise<void> {
  useCustomer.setState({ moreOrdersStatus: 'loading' });
  return useCustomer.getState().runAccount(
    'Loading older orders',
    () => useCustomer.setState({ moreOrdersStatus: 'error' }),
    (actions, session) => actions.loadMoreOrders(session),
  );
}

/** One order by number among all the customer's orders; it joins `orders` when found. */
export const findOrder = (orderNumber: number): Promise<AccountResult<AccountOrder | null>> =>
  useCustomer.getState().runAccount('Finding the order', unreachable, (actions, session) => actions.findOrder(session, orderNumber));

/** Asks for a return; the order is read again so the return shows on it. */
export const requestReturn = (orderId: string, lines: ReturnRequestLine[]): Promise<AccountResult<{ name: string }>> =>
  useCustomer.getState().runAccount('Requesting the return', unreachable, async (actions, session) => {
    const result = await actions.requestReturn(session, orderId, lines);
    if (result.ok) await useCustomer.getState().loadOrders();
    return result;
  });

export const setEmailMarketing = (subscribed: boolean): Promise<AccountResult> =>
  useCustomer.getState().runAccount('Changing e-mail preferences', unreachable, (actions, session) => actions.setEmailMarketing(session, subscribed));
