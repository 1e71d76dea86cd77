/**
 * Customer mutations: payloads carry customerUserErrors (with codes) and the deprecated userErrors.
 * They are legacy customer accounts: a shop on new accounts answers them as closed (legacyAccounts.ts).
 */
import { GraphQLError } from 'graphql';
import type { CustomerCreateInput, CustomerUpdateInput, CustomerUserError } from '../../customers/customerRecords';
import type { RequestContext } from '../context';
import { onlyWithLegacyAccounts } from './legacyAccounts';
import { customerAddressView, customerErrorViews, customerView, parseAddressGid, userErrorViews } from '../views/customer';

const errors = (list: CustomerUserError[]) => ({ customerUserErrors: customerErrorViews(list), userErrors: userErrorViews(list) });

const tokenView = (token: { accessToken: string; expiresAt: string } | null) =>
  token ? { __typename: 'CustomerAccessToken', ...token } : null;

/** The numeric id of gid://shopify/Customer/{id}. */
const customerNumber = (id: string): number | null => {
  const match = /^gid:\/\/shopify\/Customer\/(\d+)$/.exec(id ?? '') ?? /^(\d+)$/.exec(id ?? '');
  return match ? Number(match[1]) : null;
};

/** {id, token} from a site link .../account/{activate|reset}/{id}/{token} */
function parseAccountUrl(url: string, kind: 'activate' | 'reset'): { id: number; token: string } | null {
  try {
    const match = new RegExp(`/account/${kind}/(\\d+)/([A-Za-z0-9_-]+)/?$`).exec(new URL(url).pathname);
    return match ? { id: Number(match[1]), token: match[2] as string } : null;
  } catch {
    return null;
  }
}

const invalidUrl = (field: string): CustomerUserError => ({ code: 'INVALID', field: [field], message: 'URL is invalid' });

export const customerMutations = onlyWithLegacyAccounts({
  customerCreate: async (args: { input: CustomerCreateInput }, ctx: RequestContext) => {
    const result = await ctx.services.customers.create(args.input);
    return { customer: result.customer ? customerView(result.customer, ctx) : null, ...errors(result.errors) };
  },

  customerAccessTokenCreate: async (args: { input: { email: string; password: string } }, ctx: RequestContext) => {
    const result = await ctx.services.customers.createAccessToken(args.input.email, args.input.password, ctx.client);
    if (result.throttled) {
      throw new GraphQLError('Login attempt limit exceeded. Please try again later.', { extensions: { code: 'THROTTLED' } });
    }
    return { customerAccessToken: tokenView(result.token), ...errors(result.errors) };
  },

  customerAccessTokenRenew: async (args: { customerAccessToken: string }, ctx: RequestContext) => {
    const token = await ctx.services.customers.renewAccessToken(args.customerAccessToken);
    return {
      customerAccessToken: tokenView(token),
      userErrors: token ? [] : userErrorViews([{ field: ['customerAccessToken'], message: 'access token does not exist' }]),
    };
  },

  customerAccessTokenDelete: async (args: { customerAccessToken: string }, ctx: RequestContext) => {
    const deleted = await ctx.services.customers.deleteAccessToken(args.customerAccessToken);
    return deleted
      ? { deletedAccessToken: args.customerAccessToken, deletedCustomerAccessTokenId: `gid://shopify/CustomerAccessToken/${args.customerAccessToken.slice(0, 8)}`, userErrors: [] }
      : { deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: userErrorViews([{ field: ['customerAccessToken'], message: 'access token does not exist' }]) };
  },

  customerUpdate: async (args: { customerAccessToken: string; customer: CustomerUpdateInput }, ctx: RequestContext) => {
    const result = await ctx.services.customers.update(args.customerAccessToken, args.customer);
    return {
      customer: result.customer ? customerView(result.customer, ctx, result.token?.accessToken ?? args.customerAccessToken) : null,
      customerAccessToken: tokenView(result.token),
      ...errors(result.errors),
    };
  },

  customerAddressCreate: async (args: { customerAccessToken: string; address: Record<string, unknown> }, ctx: RequestContext) => {
    const result = await ctx.services.customers.addressBook.createAddress(args.customerAccessToken, args.address);
    return { customerAddress: result.address ? customerAddressView(result.address, args.customerAccessToken) : null, ...errors(result.errors) };
  },

  customerAddressUpdate: async (args: { customerAccessToken: string; id: string; address: Record<string, unknown> }, ctx: RequestContext) => {
    const result = await ctx.services.customers.addressBook.updateAddress(args.customerAccessToken, parseAddressGid(args.id), args.address);
    return { customerAddress: result.address ? customerAddressView(result.address, args.customerAccessToken) : null, ...errors(result.errors) };
  },

  customerAddressDelete: async (args: { customerAccessToken: string; id: string }, ctx: RequestContext) => {
    const result = await ctx.services.customers.addressBook.deleteAddress(args.customerAccessToken, parseAddressGid(args.id));
    return { deletedCustomerAddressId: result.deleted ? args.id : null, ...errors(result.errors) };
  },

  customerDefaultAddressUpdate: async (args: { customerAccessToken: string; addressId: string }, ctx: RequestContext) => {
    const result = await ctx.services.customers.addressBook.setDefaultAddress(args.customerAccessToken, parseAddressGid(args.addressId));
    return { customer: result.customer ? customerView(result.customer, ctx, args.customerAccessToken) : null, ...errors(result.errors) };
  },

  customerRecover: async (args: { email: string }, ctx: RequestContext) => errors(await ctx.services.customers.oneTimeTokens.recover(args.email)),

  customerReset: async (args: { id: string; input: { resetToken: string; password: string } }, ctx: RequestContext) => {
    const result = await ctx.services.customers.oneTimeTokens.reset(customerNumber(args.id), args.input.resetToken, args.input.password);
    return { customer: result.customer ? customerView(result.customer, ctx) : null, customerAccessToken: tokenView(result.token), ...errors(result.errors) };
  },

  customerResetByUrl: async (args: { resetUrl: string; password: string }, ctx: RequestContext) => {
    const parsed = parseAccountUrl(args.resetUrl, 'reset');
    if (!parsed) return { customer: null, customerAccessToken: null, ...errors([invalidUrl('resetUrl')]) };
    const result = await ctx.services.customers.oneTimeTokens.reset(parsed.id, parsed.token, args.password);
    return { customer: result.customer ? customerView(result.customer, ctx) : null, customerAccessToken: tokenView(result.token), ...errors(result.errors) };
  },

  customerActivate: async (args: { id: string; input: { activationToken: string; password: string } }, ctx: RequestContext) => {
    const result = await ctx.services.customers.oneTimeTokens.activate(customerNumber(args.id), args.input.activationToken, args.input.password);
    return { customer: result.customer ? customerView(result.customer, ctx) : null, customerAccessToken: tokenView(result.token), ...errors(result.errors) };
  },

  customerActivateByUrl: async (args: { activationUrl: string; password: string }, ctx: RequestContext) => {
    const parsed = parseAccountUrl(args.activationUrl, 'activate');
    if (!parsed) return { customer: null, customerAccessToken: null, ...errors([invalidUrl('activationUrl')]) };
    const result = await ctx.services.customers.oneTimeTokens.activate(parsed.id, parsed.token, args.password);
    return { customer: result.customer ? customerView(result.customer, ctx) : null, customerAccessToken: tokenView(result.token), ...errors(result.errors) };
  },
});
