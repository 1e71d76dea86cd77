/**
 * Query.node / Query.nodes (https://shopify.dev/docs/api/storefront/latest/queries/node): any object
 * that implements Node, by its global id, or null. Ids that carry a secret (a cart's or order's
 * `?key=`, a customer address's `customer_access_token=`) resolve only with it, as on Shopify.
 *
 * Each Node type the data has is one entry of NODE_RESOLVERS, keyed by the gid's type name; the
 * merchant's content (Page, Blog, Article, ShopPolicy, UrlRedirect) resolves through content/queries.ts.
 */
import { cartGid } from '../../carts/cartRecord';
import { metaobjectQueries } from '../../content/metaobjectQueries';
import { contentNodeById } from '../../content/queries';
import type { RequestContext } from '../context';
import { cartView } from '../views/cart';
import { customerAddressView, orderAddressGid, orderGid, addressView, orderView } from '../views/customer';
import { collectionView, productOptionView, productView, variantView } from '../views/product';
import { menuView, shopView } from '../views/shop';
import { legacyAccountsOpen } from './legacyAccounts';

export interface ParsedGid {
  /** The whole id as given. */
  id: string;
  type: string;
  /** The part between the type and the query string. */
  key: string;
  params: URLSearchParams;
}

export type NodeResolver = (gid: ParsedGid, ctx: RequestContext) => unknown;

export function parseGid(id: string): ParsedGid | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?]+)(?:\?(.*))?$/.exec(id ?? '');
  if (!match) return null;
  return { id, type: match[1] as string, key: match[2] as string, params: new URLSearchParams(match[3] ?? '') };
}

const catalogueNode: NodeResolver = (gid, ctx) => {
  const { catalogue } = ctx.services;
  const product = catalogue.productById.get(gid.id);
  if (product) return productView(product, catalogue);
  const variant = catalogue.variantById.get(gid.id);
  if (variant) return variantView(variant, catalogue);
  const collection = catalogue.collectionById.get(gid.id);
  return collection ? collectionView(collection, catalogue) : null;
};

/** An order by its id with the key the customer's order list gives it; without the key, nothing. */
async function orderByKeyedId(orderId: string, key: string | null, ctx: RequestContext) {
  if (!key || !/^\d+$/.test(orderId)) return null;
  const order = await ctx.services.orders.byStatusToken(key);
  return order && String(order.id) === orderId ? order : null;
}

const NODE_RESOLVERS = new Map<string, NodeResolver>([
  ['Product', catalogueNode],
  ['ProductVariant', catalogueNode],
  ['Collection', catalogueNode],
  [
    'ProductOption',
    (gid, ctx) => {
      // gid://shopify/ProductOption/{product number}{option position, 1-based} (views/product.ts).
      const match = /^(\d+)([1-9])$/.exec(gid.key);
      if (!match || gid.params.size) return null;
      const { catalogue } = ctx.services;
      const product = catalogue.productById.get(`gid://shopify/Product/${match[1]}`);
      return product ? productOptionView(product, Number(match[2]) - 1, catalogue) : null;
    },
  ],
  [
    'Cart',
    async (gid, ctx) => {
      const cart = await ctx.services.carts.get(gid.id);
      return cart && cartGid(cart) === gid.id ? cartView(cart, ctx) : null;
    },
  ],
  ['Menu', (gid, ctx) => {
    const menu = ctx.services.catalogue.menus.find((m) => m.id === gid.id);
    return menu ? menuView(menu, ctx) : null;
  }],
  ['Shop', (gid, ctx) => {
    const shop = shopView(ctx);
    return shop.id === gid.id ? shop : null;
  }],
  [
    'Order',
    async (gid, ctx) => {
      const order = await orderByKeyedId(gid.key, gid.params.get('key'), ctx);
      return order && orderGid(order) === gid.id ? orderView(order, ctx) : null;
    },
  ],
  [
    'MailingAddress',
    async (gid, ctx) => {
      const model = gid.params.get('model_name');
      if (model === 'CustomerAddress') {
        if (!legacyAccountsOpen(ctx.services)) return null;
        const token = gid.params.get('customer_access_token');
        const customer = await ctx.services.customers.findByAccessToken(token);
        const address = customer && /^\d+$/.test(gid.key) ? await ctx.services.customers.addressBook.address(customer.id, Number(gid.key)) : null;
        return address ? customerAddressView(address, token) : null;
      }
      if (model === 'Address') {
        // An order's address: {order id}{1 shipping | 2 billing}, readable with the order's key.
        const match = /^(\d+)([12])$/.exec(gid.key);
        const order = match ? await orderByKeyedId(match[1] as string, gid.params.get('key'), ctx) : null;
        if (!order || !match) return null;
        const which = Number(match[2]) as 1 | 2;
        if (orderAddressGid(order, which) !== gid.id) return null;
        return addressView(which === 1 ? order.data.shippingAddress : order.data.billingAddress, gid.id);
      }
      return null;
    },
  ],
]);

const contentNode: NodeResolver = (gid, ctx) => contentNodeById(gid.id, ctx);
for (const type of ['Page', 'Blog', 'Article', 'ShopPolicy', 'UrlRedirect']) NODE_RESOLVERS.set(type, contentNode);
NODE_RESOLVERS.set('Metaobject', (gid, ctx) => metaobjectQueries.metaobject({ id: gid.id }, ctx));

export async function nodeById(id: string, ctx: RequestContext): Promise<unknown> {
  const gid = parseGid(id);
  const resolver = gid ? NODE_RESOLVERS.get(gid.type) : undefined;
  if (!gid || !resolver) return null;
  return (await resolver(gid, ctx)) ?? null;
}
