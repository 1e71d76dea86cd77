/**
 * QueryRoot fields of the merchant's content: pages, blogs, articles, shop policies, URL redirects,
 * the sitemap, and the content types' `node(id:)`.
 */
import { GraphQLError } from 'graphql';
import { connection, MAX_PAGE_SIZE } from '../graphql/connection';
import type { RequestContext } from '../graphql/context';
import { metaobjectSitemapItems } from './metaobjectQueries';
import { contentQuery } from './search';
import type { ContentBlog, PolicyField, ShopContent } from './types';
import { articleConnection, articleView, blogView, pageView, policyView, redirectView, type SortArgs } from './views';

const content = (ctx: RequestContext): ShopContent => ctx.services.content;

const byIdNumber = (a: { id: string }, b: { id: string }) => Number(a.id.split('/').pop()) - Number(b.id.split('/').pop());

function findArticle(ctx: RequestContext, id: string) {
  for (const blog of content(ctx).blogs) {
    const article = blog.articles.find((a) => a.id === id);
    if (article) return { article, blog };
  }
  return null;
}

/** Page, Blog, Article, ShopPolicy and UrlRedirect by id; null for any other id. */
export function contentNodeById(id: string, ctx: RequestContext): unknown {
  const shop = content(ctx);
  const page = shop.pages.find((p) => p.id === id);
  if (page) return pageView(page, ctx);
  const blog = shop.blogs.find((b) => b.id === id);
  if (blog) return blogView(blog, ctx);
  const found = findArticle(ctx, id);
  if (found) return articleView(found.article, found.blog, ctx);
  const policy = shop.policies.find((p) => p.id === id);
  if (policy) return policyView(policy, ctx);
  const redirect = shop.redirects.find((r) => r.id === id);
  return redirect ? redirectView(redirect) : null;
}

/** The shop's four policies, null where the merchant has none (ShopPolicy docs). */
export function shopPolicies(ctx: RequestContext): Record<PolicyField, () => unknown> {
  const policy = (field: PolicyField) => () => {
    const found = content(ctx).policies.find((p) => p.field === field);
    return found ? policyView(found, ctx) : null;
  };
  return {
    privacyPolicy: policy('privacyPolicy'),
    refundPolicy: policy('refundPolicy'),
    shippingPolicy: policy('shippingPolicy'),
    termsOfService: policy('termsOfService'),
  };
}

interface SitemapItem {
  handle: string;
  title: string | null;
  updatedAt: string;
}

/** Sitemap resources of one type, in a stable order (the order of ids, as Shopify lists them). */
function sitemapItems(type: string, ctx: RequestContext): SitemapItem[] {
  const shop = content(ctx);
  const { catalogue } = ctx.services;
  switch (type) {
    case 'PRODUCT':
      return catalogue.products.filter((p) => !p.hidden).map((p) => ({ handle: p.handle, title: p.title, updatedAt: p.updatedAt }));
    case 'COLLECTION':
      return catalogue.collections.map((c) => ({ handle: c.handle, title: c.title, updatedAt: c.updatedAt }));
    case 'PAGE':
      return [...shop.pages].sort(byIdNumber).map((p) => ({ handle: p.handle, title: p.title, updatedAt: p.updatedAt }));
    case 'BLOG':
      return shop.blogs.map((b) => ({ handle: b.handle, title: b.title, updatedAt: b.articles[0]?.updatedAt ?? '2026-11-01T00:00:00Z' }));
    case 'ARTICLE':
      return shop.blogs
        .flatMap((b) => b.articles)
        .sort(byIdNumber)
        .map((a) => ({ handle: a.handle, title: a.title, updatedAt: a.updatedAt }));
    default:
      return []; // METAOBJECT: metaobjectSitemapItems
  }
}

const sitemapResource = (item: SitemapItem) => ({ __typename: 'SitemapResource', ...item, image: null });

const blogFields = {
  title: (b: ContentBlog) => b.title,
  handle: (b: ContentBlog) => b.handle,
};

export const contentQueries = {
  pages: (args: SortArgs, ctx: RequestContext) => {
    let list = content(ctx).pages.filter(
      contentQuery(args.query, { title: (p) => p.title, handle: (p) => p.handle, created_at: (p) => p.createdAt, updated_at: (p) => p.updatedAt }, ['title']),
    );
    if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => a.title.localeCompare(b.title, 'en') || byIdNumber(a, b));
    else if (args.sortKey === 'UPDATED_AT') list = [...list].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || byIdNumber(a, b));
    else list = [...list].sort(byIdNumber);
    if (args.reverse) list.reverse();
    return connection(list, args, (p) => p.id, (p) => pageView(p, ctx));
  },
  page: (args: { handle?: string | null; id?: string | null }, ctx: RequestContext) => {
    const page = content(ctx).pages.find((p) => (args.id ? p.id === args.id : p.handle === args.handle));
    return page && (args.id || args.handle) ? pageView(page, ctx) : null;
  },
  pageByHandle: (args: { handle: string }, ctx: RequestContext) => contentQueries.page({ handle: args.handle }, ctx),

  blogs: (args: SortArgs, ctx: RequestContext) => {
    let list = content(ctx).blogs.filter(contentQuery(args.query, blogFields, ['title']));
    if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => a.title.localeCompare(b.title, 'en'));
    else if (args.sortKey === 'HANDLE') list = [...list].sort((a, b) => a.handle.localeCompare(b.handle));
    else list = [...list].sort(byIdNumber);
    if (args.reverse) list.reverse();
    return connection(list, args, (b) => b.id, (b) => blogView(b, ctx));
  },
  blog: (args: { handle?: string | null; id?: string | null }, ctx: RequestContext) => {
    const blog = content(ctx).blogs.find((b) => (args.id ? b.id === args.id : b.handle === args.handle));
    return blog && (args.id || args.handle) ? blogView(blog, ctx) : null;
  },
  blogByHandle: (args: { handle: string }, ctx: RequestContext) => contentQueries.blog({ handle: args.handle }, ctx),

  articles: (args: SortArgs, ctx: RequestContext) => articleConnection(content(ctx).blogs, args, ctx),
  article: (args: { id: string }, ctx: RequestContext) => {
    const found = findArticle(ctx, args.id);
    return found ? articleView(found.article, found.blog, ctx) : null;
  },

  urlRedirects: (args: SortArgs, ctx: RequestContext) => {
    let list = content(ctx).redirects.filter(contentQuery(args.query, { path: (r) => r.path, target: (r) => r.target }, ['path', 'target']));
    if (args.reverse) list = [...list].reverse();
    return connection(list, args, (r) => r.id, redirectView);
  },

  sitemap: (args: { type: string }, ctx: RequestContext) => {
    const items = args.type === 'METAOBJECT' ? metaobjectSitemapItems(ctx) : sitemapItems(args.type, ctx).map(sitemapResource);
    return {
      __typename: 'Sitemap',
      pagesCount: { __typename: 'Count', count: Math.ceil(items.length / MAX_PAGE_SIZE), precision: 'EXACT' },
      resources: (resourceArgs: { page: number }) => {
        if (resourceArgs.page < 1) throw new GraphQLError('page must be 1 or more', { extensions: { code: 'BAD_REQUEST' } });
        const start = (resourceArgs.page - 1) * MAX_PAGE_SIZE;
        return {
          __typename: 'PaginatedSitemapResources',
          items: items.slice(start, start + MAX_PAGE_SIZE),
          hasNextPage: start + MAX_PAGE_SIZE < items.length,
        };
      },
    };
  },
};
