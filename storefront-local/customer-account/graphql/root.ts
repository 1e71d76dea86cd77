/** Query and mutation roots of the Customer Account API: what the site's account pages use. */
import type { AccountRequestContext } from './context';
import { AccountAddresses } from './accountAddresses';
import { customerAddressGid, parseAddressId, parseOrderId } from './ids';
import { checkReturnRequest, type RequestedLine } from './orderReturns';
import { profileErrors, setEmailMarketing, updateProfile } from './profile';
import { customerAddressView, customerView, orderView } from './views';

const currentCustomer = async (ctx: AccountRequestContext) => {
  const customer = await ctx.services.customers.byId(ctx.customerId);
  return customer ? customerView(customer, ctx) : null;
};

export const accountQueryRoot = {
  customer: (_args: unknown, ctx: AccountRequestContext) => currentCustomer(ctx),
  order: async (args: { id: string }, ctx: AccountRequestContext) => {
    const order = await ownOrder(args.id, ctx);
    return order ? orderView(order, ctx) : null;
  },
};

const ownOrder = async (id: string, ctx: AccountRequestContext) => {
  const orderId = parseOrderId(id);
  if (orderId === null) return null;
  return (await ctx.services.orders.forCustomer(ctx.customerId)).find((o) => o.id === orderId) ?? null;
};

const typed = <T extends { code: string }>(typename: string, errors: T[]) => errors.map((e) => ({ __typename: typename, ...e }));

async function emailMarketing(ctx: AccountRequestContext, subscribe: boolean) {
  const customer = await ctx.services.customers.byId(ctx.customerId);
  if (!customer?.email) {
    return {
      emailAddress: null,
      userErrors: [{ __typename: 'UserErrorsCustomerEmailMarketingUserErrors', code: 'EMAIL_ADDRESS_NOT_FOUND', field: ['emailAddress'], message: 'Email address not found.' }],
    };
  }
  if (subscribe && customer.acceptsMarketing) {
    return {
      emailAddress: customerView(customer, ctx).emailAddress,
      userErrors: [{ __typename: 'UserErrorsCustomerEmailMarketingUserErrors', code: 'CUSTOMER_ALREADY_SUBSCRIBED', field: ['emailAddress'], message: 'Customer is already subscribed.' }],
    };
  }
  await setEmailMarketing(ctx.services.db, ctx.customerId, subscribe);
  const updated = await ctx.services.customers.byId(ctx.customerId);
  return { emailAddress: updated ? customerView(updated, ctx).emailAddress : null, userErrors: [] };
}

export const accountMutationRoot = {
  customerUpdate: async (args: { input: { firstName?: string | null; lastName?: string | null } }, ctx: AccountRequestContext) => {
    const errors = profileErrors(args.input as Record<string, unknown>);
    if (errors.length) return { customer: null, userErrors: typed('UserErrorsCustomerUserErrors', errors) };
    await updateProfile(ctx.services.db, ctx.customerId, args.input);
    return { customer: await currentCustomer(ctx), userErrors: [] };
  },
  // https://shopify.dev/docs/api/customer/2025-07/mutations/orderRequestReturn
  orderRequestReturn: async (args: { orderId: string; requestedLineItems: RequestedLine[] }, ctx: AccountRequestContext) => {
    const order = await ownOrder(args.orderId, ctx);
    if (!order) return { return: null, userErrors: [{ __typename: 'ReturnUserError', code: 'NOT_FOUND', field: ['orderId'], message: 'Order does not exist.' }] };
    const { record, errors } = checkReturnRequest(order, args.requestedLineItems, new Date());
    if (!record) return { return: null, userErrors: typed('ReturnUserError', errors) };
    const updated = await ctx.services.orders.updateData(order.id, { ...order.data, returns: [...(order.data.returns ?? []), record] });
    const view = updated ? orderView(updated, ctx) : null;
    return { return: view?.return({ id: `gid://shopify/Return/${record.id}` }) ?? null, userErrors: [] };
  },
  // https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingSubscribe
  customerEmailMarketingSubscribe: (_args: unknown, ctx: AccountRequestContext) => emailMarketing(ctx, true),
  // https://shopify.dev/docs/api/customer/2025-07/mutations/customerEmailMarketingUnsubscribe
  customerEmailMarketingUnsubscribe: (_args: unknown, ctx: AccountRequestContext) => emailMarketing(ctx, false),
  customerAddressCreate: async (args: { address: Record<string, unknown>; defaultAddress?: boolean | null }, ctx: AccountRequestContext) => {
    const result = await new AccountAddresses(ctx.services.db).create(ctx.customerId, args.address, args.defaultAddress === true);
    return {
      customerAddress: result.address ? customerAddressView(result.address) : null,
      userErrors: typed('UserErrorsCustomerAddressUserErrors', result.errors),
    };
  },
  customerAddressUpdate: async (
    args: { addressId: string; address?: Record<string, unknown> | null; defaultAddress?: boolean | null },
    ctx: AccountRequestContext,
  ) => {
    const result = await new AccountAddresses(ctx.services.db).update(ctx.customerId, parseAddressId(args.addressId), args.address ?? null, args.defaultAddress === true);
    return {
      customerAddress: result.address ? customerAddressView(result.address) : null,
      userErrors: typed('UserErrorsCustomerAddressUserErrors', result.errors),
    };
  },
  customerAddressDelete: async (args: { addressId: string }, ctx: AccountRequestContext) => {
    const id = parseAddressId(args.addressId);
    const result = await new AccountAddresses(ctx.services.db).delete(ctx.customerId, id);
    return {
      deletedAddressId: result.deleted && id !== null ? customerAddressGid(id) : null,
      userErrors: typed('UserErrorsCustomerAddressUserErrors', result.errors),
    };
  },
};
