/**
 * The QueryRoot's `metaobject` and `metaobjects` (https://shopify.dev/docs/api/storefront/latest/queries/metaobject,
 * .../queries/metaobjects) and the sitemap's metaobjects. The metaobjects themselves are in metaobjects.ts,
 * their views in graphql/views/metaobject.ts.
 */
import { GraphQLError } from 'graphql';
import { connection, type PageArgs } from '../graphql/connection';
import type { RequestContext } from '../graphql/context';
import { metaobjectView } from '../graphql/views/metaobject';
import { shopMetaobjects, type ShopMetaobject } from './metaobjects';

const metaobjects = (ctx: RequestContext) => shopMetaobjects(ctx.services.content, ctx.services.catalogue);

/** The sort keys the Storefront API's metaobjects query supports: "id" and "updated_at". */
const SORTS: Readonly<Record<string, (a: ShopMetaobject, b: ShopMetaobject) => number>> = {
  id: (a, b) => Number(a.id.split('/').pop()) - Number(b.id.split('/').pop()),
  updated_at: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || Number(a.id.split('/').pop()) - Number(b.id.split('/').pop()),
};

export const metaobjectQueries = {
  metaobject: (args: { id?: string | null; handle?: { type: string; handle: string } | null }, ctx: RequestContext) => {
    const { list, byId } = metaobjects(ctx);
    const found = args.id ? byId.get(args.id) : args.handle ? list.find((m) => m.type === args.handle!.type && m.handle === args.handle!.handle) : undefined;
    return found ? metaobjectView(found, ctx) : null;
  },
  metaobjects: (args: PageArgs & { type: string; sortKey?: string | null; reverse?: boolean | null }, ctx: RequestContext) => {
    const sortKey = args.sortKey ?? 'id';
    const sort = SORTS[sortKey];
    if (!sort) {
      throw new GraphQLError(`Invalid sortKey "${sortKey}": metaobjects sort by "id" or "updated_at".`, { extensions: { code: 'BAD_REQUEST' } });
    }
    const list = metaobjects(ctx).list.filter((m) => m.type === args.type).sort(sort);
    if (args.reverse) list.reverse();
    return connection(list, args, (m) => m.id, (m) => metaobjectView(m, ctx));
  },
};

/** The sitemap's METAOBJECT resources: metaobjects whose definition has web pages (SitemapResourceMetaobject). */
export function metaobjectSitemapItems(ctx: RequestContext) {
  const { list, definition } = metaobjects(ctx);
  return list.flatMap((m) => {
    const urlHandle = definition(m.type)?.onlineStoreUrlHandle;
    return urlHandle ? [{ __typename: 'SitemapResourceMetaobject', handle: m.handle, updatedAt: m.updatedAt, type: m.type, onlineStoreUrlHandle: urlHandle }] : [];
  });
}
