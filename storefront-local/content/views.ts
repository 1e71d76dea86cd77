/**
 * Page, Blog, Article, ShopPolicy, UrlRedirect and Sitemap views, shaped as shopify.dev documents them:
 * https://shopify.dev/docs/api/storefront/latest/objects/Page, .../Blog, .../Article, .../ShopPolicy,
 * .../UrlRedirect, .../queries/sitemap. Online-store URLs are the Shopify theme's paths on the shop's
 * primary domain (/pages/…, /blogs/…/…, /policies/…), as a real shop answers them.
 */
import { connection, type PageArgs } from '../graphql/connection';
import type { RequestContext } from '../graphql/context';
import { metafieldView } from '../graphql/views/product';
import { imageView } from '../graphql/views/image';
import { BANNER } from '../artwork/scene';
import { contentQuery, type SearchFields } from './search';
import { htmlToText, truncateText } from './markdown';
import type { ContentArticle, ContentBlog, ContentPage, ContentPolicy, ContentRedirect } from './types';

type Args = Record<string, unknown>;
type SortArgs = PageArgs & { query?: string | null; sortKey?: string | null; reverse?: boolean | null };

/** The length of Page.bodySummary: the opening of the body as text. */
export const BODY_SUMMARY_LENGTH = 150;

const heroMetafields = (owner: string, hero: string | null) => {
  const fields = hero ? [{ namespace: 'custom', key: 'hero', type: 'single_line_text_field', value: hero }] : [];
  const find = (namespace: string | null | undefined, key: string) =>
    fields.find((m) => m.key === key && m.namespace === (namespace ?? 'custom'));
  return {
    metafield: (args: { namespace?: string | null; key: string }) => {
      const found = find(args.namespace, args.key);
      return found ? metafieldView(owner, found) : null;
    },
    metafields: (args: { identifiers: Array<{ namespace?: string | null; key: string }> }) =>
      args.identifiers.map((id) => {
        const found = find(id.namespace, id.key);
        return found ? metafieldView(owner, found) : null;
      }),
  };
};

const numeric = (id: string): string => id.slice(id.lastIndexOf('/') + 1);

export function pageView(page: ContentPage, ctx: RequestContext) {
  return {
    __typename: 'Page',
    id: page.id,
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: truncateText(htmlToText(page.body), BODY_SUMMARY_LENGTH),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    onlineStoreUrl: `${ctx.services.urls.siteUrl}/pages/${page.handle}`,
    seo: { __typename: 'SEO', title: null, description: page.seoDescription },
    trackingParameters: null,
    ...heroMetafields(`Page${numeric(page.id)}`, page.hero),
  };
}

const authorView = (name: string) => {
  const [firstName = '', ...rest] = name.split(' ');
  return {
    __typename: 'ArticleAuthor',
    name,
    firstName,
    lastName: rest.join(' '),
    // Staff accounts' addresses, which Shopify exposes on ArticleAuthor.email.
    email: `${firstName.toLowerCase()}@bluebayswim.example`,
    bio: null,
  };
};

export function articleView(article: ContentArticle, blog: ContentBlog, ctx: RequestContext) {
  const excerptHtml = article.excerpt ? `<p>${article.excerpt.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>` : null;
  return {
    __typename: 'Article',
    id: article.id,
    handle: article.handle,
    title: article.title,
    contentHtml: article.contentHtml,
    content: (args: { truncateAt?: number | null }) => truncateText(htmlToText(article.contentHtml), args.truncateAt),
    excerpt: (args: { truncateAt?: number | null }) => (article.excerpt ? truncateText(article.excerpt, args.truncateAt) : null),
    excerptHtml,
    author: authorView(article.author),
    authorV2: authorView(article.author),
    tags: article.tags,
    publishedAt: article.publishedAt,
    image: article.image
      ? imageView(
          {
            id: `gid://shopify/ArticleImage/${numeric(article.id)}`,
            path: `/cdn/shop/articles/${article.handle}.png`,
            altText: article.image.alt,
            width: BANNER.width,
            height: BANNER.height,
          },
          ctx.services.urls.publicUrl,
        )
      : null,
    blog: () => blogView(blog, ctx),
    comments: (args: PageArgs) => connection([], args, () => '', () => null),
    onlineStoreUrl: `${ctx.services.urls.siteUrl}/blogs/${blog.handle}/${article.handle}`,
    seo: { __typename: 'SEO', title: null, description: article.excerpt },
    trackingParameters: null,
    ...heroMetafields(`Article${numeric(article.id)}`, article.hero),
  };
}

interface ArticleEntry {
  article: ContentArticle;
  blog: ContentBlog;
}

const ARTICLE_FIELDS: SearchFields<ArticleEntry> = {
  title: (e) => e.article.title,
  handle: (e) => e.article.handle,
  author: (e) => e.article.author,
  tag: (e) => e.article.tags,
  blog_title: (e) => e.blog.title,
  created_at: (e) => e.article.publishedAt,
  published_at: (e) => e.article.publishedAt,
  updated_at: (e) => e.article.updatedAt,
};

/** Articles of some blogs, filtered and sorted (ArticleSortKeys; ID by default, as Shopify). */
export function articleConnection(blogs: readonly ContentBlog[], args: SortArgs, ctx: RequestContext) {
  const query = (args.query ?? '').replace(/\btag_not:/gi, '-tag:');
  let list = blogs
    .flatMap((blog) => blog.articles.map((article) => ({ article, blog })))
    .filter(contentQuery(query, ARTICLE_FIELDS, ['title', 'author', 'tag']));
  const by: Record<string, (a: ArticleEntry, b: ArticleEntry) => number> = {
    TITLE: (a, b) => a.article.title.localeCompare(b.article.title, 'en'),
    PUBLISHED_AT: (a, b) => a.article.publishedAt.localeCompare(b.article.publishedAt),
    UPDATED_AT: (a, b) => a.article.updatedAt.localeCompare(b.article.updatedAt),
    AUTHOR: (a, b) => a.article.author.localeCompare(b.article.author, 'en'),
    BLOG_TITLE: (a, b) => a.blog.title.localeCompare(b.blog.title, 'en'),
  };
  const byId = (a: ArticleEntry, b: ArticleEntry) => Number(numeric(a.article.id)) - Number(numeric(b.article.id));
  const sort = by[args.sortKey ?? ''];
  list = [...list].sort((a, b) => (sort ? sort(a, b) : 0) || byId(a, b));
  if (args.reverse) list.reverse();
  return connection(list, args, (entry) => entry.article.id, (entry) => articleView(entry.article, entry.blog, ctx));
}

export function blogView(blog: ContentBlog, ctx: RequestContext): Record<string, unknown> {
  return {
    __typename: 'Blog',
    id: blog.id,
    handle: blog.handle,
    title: blog.title,
    articles: (args: SortArgs) => articleConnection([blog], args, ctx),
    articleByHandle: (args: { handle: string }) => {
      const article = blog.articles.find((a) => a.handle === args.handle);
      return article ? articleView(article, blog, ctx) : null;
    },
    authors: () => [...new Set(blog.articles.map((a) => a.author))].sort().map(authorView),
    onlineStoreUrl: `${ctx.services.urls.siteUrl}/blogs/${blog.handle}`,
    seo: { __typename: 'SEO', title: null, description: blog.seoDescription },
    metafield: () => null,
    metafields: (args: { identifiers: unknown[] }) => args.identifiers.map(() => null),
  };
}

export function policyView(policy: ContentPolicy, ctx: RequestContext) {
  return {
    __typename: 'ShopPolicy',
    id: policy.id,
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${ctx.services.urls.siteUrl}/policies/${policy.handle}`,
  };
}

export const redirectView = (redirect: ContentRedirect) => ({
  __typename: 'UrlRedirect',
  id: redirect.id,
  path: redirect.path,
  target: redirect.target,
});

export type { Args, SortArgs };
