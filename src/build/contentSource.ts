/**
 * Build-time sourcing of the merchant's content from the Storefront API: every page,
 * the journal blog's articles, the four shop policies and the URL redirects, each list walked by cursor;
 * the shop's gid comes with the policies (the browser's analytics name the shop by it).
 */
import type {
  BlogArticlesQuery,
  ContentPagesQuery,
  ShopPoliciesQuery,
  UrlRedirectsQuery,
} from '../storefront/generated/storefront.generated';
import { BLOG_ARTICLES_QUERY, CONTENT_PAGES_QUERY, SHOP_POLICIES_QUERY, URL_REDIRECTS_QUERY } from '../storefront/documents/content';
import { fetchAllPages, type GraphQLFetcher } from './sourcing/fetcher';

export type SourcedPage = ContentPagesQuery['pages']['nodes'][number];
type Blog = NonNullable<BlogArticlesQuery['blog']>;
export type SourcedArticle = Blog['articles']['nodes'][number];
export type PolicyField = 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService';
export type SourcedPolicy = NonNullable<ShopPoliciesQuery['shop'][PolicyField]> & { field: PolicyField };
export type SourcedRedirect = UrlRedirectsQuery['urlRedirects']['nodes'][number];

export interface SourcedContent {
  pages: SourcedPage[];
  /** Null when the store has no blog with that handle. */
  blog: { title: string; description: string | null; articles: SourcedArticle[] } | null;
  policies: SourcedPolicy[];
  redirects: SourcedRedirect[];
  /** The shop's gid (gid://shopify/Shop/…). */
  shopId: string;
  requests: number;
}

const POLICY_FIELDS: readonly PolicyField[] = ['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService'];
const NO_ARTICLES: Blog['articles'] = { pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] };

export async function sourceContent(fetcher: GraphQLFetcher, blogHandle: string): Promise<SourcedContent> {
  let blog: Blog | null = null;
  const [pages, articles, shop, redirects] = await Promise.all([
    fetchAllPages(fetcher, CONTENT_PAGES_QUERY, (d) => d.pages),
    fetchAllPages(
      fetcher,
      BLOG_ARTICLES_QUERY,
      (d) => {
        blog ??= d.blog ?? null;
        return d.blog?.articles ?? NO_ARTICLES;
      },
      undefined,
      { handle: blogHandle },
    ),
    fetcher(SHOP_POLICIES_QUERY),
    fetchAllPages(fetcher, URL_REDIRECTS_QUERY, (d) => d.urlRedirects),
  ]);
  const found = blog as Blog | null;
  return {
    pages: pages.nodes,
    blog: found ? { title: found.title, description: found.seo?.description ?? null, articles: articles.nodes } : null,
    policies: POLICY_FIELDS.flatMap((field) => {
      const policy = shop.shop[field];
      return policy ? [{ ...policy, field }] : [];
    }),
    redirects: redirects.nodes,
    shopId: shop.shop.id,
    requests: pages.requests + articles.requests + 1 + redirects.requests,
  };
}
