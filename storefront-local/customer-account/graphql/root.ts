/** Query and mutation roots of the Customer Account API: what the site's account pages use. */
import type { AccountRequestContext } from './context';
import { AccountAddresses } from './accountAddresses';
import { customerAddressGid, parseAddressId, parseOrderId } from './ids';
import { profileErrors, updateProfile } from './profile';
import { customerAddressView, customerView, orderView } from './views';

const currentCustomer = async (ctx: AccountRequestContext) => {
  const customer = await ctx.services.customers.byId(ctx.customerId);
  return customer ? customerView(customer, ctx) : null;
};

export const accountQueryRoot = {
  customer: (_args: unknown, ctx: AccountRequestContext) => currentCustomer(ctx),
  order: async (args: { id: string }, ctx: AccountRequestContext) => {
    const id = parseOrderId(args.id);
    if (id === null) return null;
    const order = (await ctx.services.orders.forCustomer(ctx.customerId)).find((o) => o.id === id);
    return order ? orderView(order, ctx) : null;
  },
};

const typed = <T extends { code: string }>(typename: string, errors: T[]) => errors.map((e) => ({ __typename: typename, ...e }));

export const accountMutationRoot = {
  customerUpdate: async (args: { input: { firstName?: string | null; lastName?: string | null } }, ctx: AccountRequestContext) => {
    const errors = profileErrors(args.input as Record<string, unknown>);
    if (errors.length) return { customer: null, userErrors: typed('UserErrorsCustomerUserErrors', errors) };
    await updateProfile(ctx.services.db, ctx.customerId, args.input);
    return { customer: await currentCustomer(ctx), userErrors: [] };
  },
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
