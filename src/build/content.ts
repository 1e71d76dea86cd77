/**
 * Build-time content pages. Information pages, journal posts and
 * shop policies come from the Storefront API, so a merchant edits them in Shopify admin: a page at
 * /{handle}/ (the form or Beach Club template when its handle is a shop-service form or a club page,
 * the content-page template otherwise), a post at /blog/{handle}/, each policy at its POLICY_PATHS
 * path, and the journal index at /blog/. Lookbooks stay markdown in content/lookbooks, their looks'
 * products fetched from the Storefront API in batched queries and passed in page context.
 */
import path from 'node:path';
import type { Actions, CreatePagesArgs, Reporter } from 'gatsby';
import { isFormId } from '../config/forms';
import { fetchLookbookProducts } from './lookbookProducts';
import { isMood } from '../components/content/MoodArt';
import type {
  BlogFrontmatter,
  BlogIndexContext,
  BlogPostContext,
  ContentFrontmatter,
  ContentPageContext,
  LookProductsByHandle,
} from '../components/content/types';
import { env } from '../config/env';
import { BLOG_HANDLE, POLICY_PATHS } from '../config/content';
import { ROUTES } from '../config/site';
import { htmlSummary } from '../lib/htmlText';
import { normalizePath } from '../lib/paths';
import { LOOKBOOK_PRODUCTS_QUERY } from '../storefront/documents/content';
import { createFetcher, type GraphQLFetcher } from './sourcing/fetcher';
import { sourceContent, type SourcedContent } from './contentSource';

export interface ContentNode {
  id: string;
  fileAbsolutePath: string | null;
  frontmatter: {
    title: string | null;
    path: string | null;
    hero: string | null;
    looks: ReadonlyArray<{ title: string | null; products: ReadonlyArray<string | null> | null } | null> | null;
  } | null;
  parent: { sourceInstanceName?: string | null; relativePath?: string | null } | null;
}

export const TEMPLATES = {
  page: path.resolve('./src/templates/ContentPage.tsx'),
  blogPost: path.resolve('./src/templates/BlogPost.tsx'),
  blogIndex: path.resolve('./src/templates/BlogIndex.tsx'),
  lookbook: path.resolve('./src/templates/Lookbook.tsx'),
  lookbookIndex: path.resolve('./src/templates/LookbookIndex.tsx'),
} as const;

/** Shopify pages shown with the Beach Club's template (its navigation and calls to action). */
export const CLUB_PAGE_PATHS: readonly string[] = [ROUTES.club, ROUTES.sizeGuide, ROUTES.reviews, ROUTES.manualReturns];

/** Paths the site's own pages hold: a Shopify page with one of these handles is left out. */
const RESERVED_PATHS: ReadonlyMap<string, string> = new Map([
  [ROUTES.home, 'the home page'],
  [ROUTES.cart, 'the cart'],
  [ROUTES.search, 'search'],
  [ROUTES.wishlist, 'the wishlist'],
  [ROUTES.account, 'the account'],
  [ROUTES.game, 'the dress-up game'],
  [ROUTES.blog, 'the blog index'],
  [ROUTES.lookbooks, 'the lookbooks index'],
  ['/account/', 'account activation'],
  ['/collections/', 'collections'],
  ['/products/', 'products'],
  ['/404/', 'the not-found page'],
  ['/500/', 'the error page'],
]);

/** Meta description length for content without an SEO description of its own (policies). */
export const SUMMARY_LENGTH = 155;

export type PlannedContext = ContentPageContext | BlogPostContext | BlogIndexContext | { id: string };

export interface PlannedPage {
  path: string;
  kind: 'page' | 'policy' | 'post' | 'lookbooks' | 'index';
  component: string;
  context: PlannedContext;
  /** Product handles of the looks (lookbooks only). */
  handles?: string[];
}

export interface ContentPlan {
  pages: PlannedPage[];
  /** Mistakes that must stop the build: the page would be wrong or missing. */
  problems: string[];
  /** Worth fixing, built anyway. */
  warnings: string[];
}

/** The template a Shopify page gets by its handle: a form page, a club page or a plain content page. */
export function templateFor(handle: string): Pick<ContentFrontmatter, 'template' | 'form'> {
  if (CLUB_PAGE_PATHS.includes(`/${handle}/`)) return { template: 'club', form: null };
  if (isFormId(handle)) return { template: 'form', form: handle };
  return { template: 'page', form: null };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "14 August 2026" for people, "2026-08-14" for machines, from an ISO date-time. */
export function publishedDays(iso: string): { date: string; isoDate: string } {
  return { date: DAY_FORMAT.format(new Date(iso)), isoDate: iso.slice(0, 10) };
}

const fileOf = (node: ContentNode): string =>
  node.parent?.relativePath ? `content/${node.parent.sourceInstanceName ?? ''}/${node.parent.relativePath}` : (node.fileAbsolutePath ?? node.id);

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Decides every content page from the sourced content and the lookbook markdown; pure, so it is tested directly. */
export function planContentPages(content: SourcedContent, lookbookNodes: readonly ContentNode[]): ContentPlan {
  const pages: PlannedPage[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  const taken = new Map<string, string>(RESERVED_PATHS);
  const claim = (pagePath: string, owner: string): boolean => {
    const holder = taken.get(pagePath);
    if (holder) {
      warnings.push(`${owner}: ${pagePath} is already ${holder}; left out`);
      return false;
    }
    taken.set(pagePath, owner);
    return true;
  };
  const heroOf = (owner: string, hero: string | null | undefined): string | null => {
    if (hero && !isMood(hero)) warnings.push(`${owner}: hero "${hero}" is not one of sunset, ocean, sand, palm, coral, night; using ocean`);
    return hero ?? null;
  };

  // Policies first: their paths are fixed, a page of the same handle must not take them.
  for (const policy of content.policies) {
    const pagePath = POLICY_PATHS[policy.field];
    if (!claim(pagePath, `Shopify policy ${policy.handle}`)) continue;
    const page: ContentFrontmatter = { title: policy.title, path: pagePath, description: htmlSummary(policy.body, SUMMARY_LENGTH), template: 'page', form: null, hero: null };
    pages.push({ path: pagePath, kind: 'policy', component: TEMPLATES.page, context: { page, html: policy.body } });
  }

  for (const source of content.pages) {
    const owner = `Shopify page ${source.handle}`;
    if (!HANDLE.test(source.handle)) {
      warnings.push(`${owner}: the handle is not lowercase and hyphenated; left out`);
      continue;
    }
    const pagePath = `/${source.handle}/`;
    if (!claim(pagePath, owner)) continue;
    const page: ContentFrontmatter = {
      title: source.title,
      path: pagePath,
      description: source.seo?.description || source.bodySummary || null,
      ...templateFor(source.handle),
      hero: heroOf(owner, source.hero?.value),
    };
    pages.push({ path: pagePath, kind: 'page', component: TEMPLATES.page, context: { page, html: source.body } });
  }

  const posts: BlogIndexContext['posts'][number][] = [];
  if (!content.blog) warnings.push(`Shopify blog "${BLOG_HANDLE}" not found: the journal at ${ROUTES.blog} has no posts`);
  for (const article of content.blog?.articles ?? []) {
    const owner = `Shopify article ${article.handle}`;
    const pagePath = `${ROUTES.blog}${article.handle}/`;
    if (!HANDLE.test(article.handle)) {
      warnings.push(`${owner}: the handle is not lowercase and hyphenated; left out`);
      continue;
    }
    if (!claim(pagePath, owner)) continue;
    const post: BlogFrontmatter = {
      title: article.title,
      path: pagePath,
      description: article.excerpt ?? null,
      author: article.authorV2?.name ?? null,
      hero: heroOf(owner, article.hero?.value),
      image: article.image ? { url: article.image.url, altText: article.image.altText ?? null, width: article.image.width ?? null, height: article.image.height ?? null } : null,
      tags: article.tags,
      ...publishedDays(article.publishedAt),
    };
    posts.push({ id: article.id, frontmatter: post });
    pages.push({ path: pagePath, kind: 'post', component: TEMPLATES.blogPost, context: { post, html: article.contentHtml } });
  }

  for (const node of lookbookNodes) {
    if (node.parent?.sourceInstanceName !== 'lookbooks') continue;
    const file = fileOf(node);
    const fm = node.frontmatter;
    const problem = (text: string) => problems.push(`${file}: ${text}`);
    if (!fm?.title?.trim()) problem('frontmatter needs a title');
    const rawPath = fm?.path?.trim() ?? '';
    if (!rawPath) {
      problem('frontmatter needs a path such as "/lookbooks/afterglow/"');
      continue;
    }
    if (!/^\/[a-z0-9/-]*$/.test(rawPath) || normalizePath(rawPath) !== rawPath || rawPath.includes('//')) {
      problem(`path "${rawPath}" must be lowercase, hyphenated, start and end with "/" (like "${normalizePath(rawPath)}")`);
      continue;
    }
    if (!rawPath.startsWith(ROUTES.lookbooks) || rawPath === ROUTES.lookbooks) {
      problem(`path "${rawPath}" must be under ${ROUTES.lookbooks} (e.g. "${ROUTES.lookbooks}my-lookbook/")`);
      continue;
    }
    const owner = taken.get(rawPath);
    if (owner) {
      problem(`path "${rawPath}" is already used by ${owner}`);
      continue;
    }
    taken.set(rawPath, file);
    heroOf(file, fm?.hero);
    const looks = (fm?.looks ?? []).filter((look) => look !== null);
    if (looks.length === 0) problem('a lookbook needs at least one look');
    const handles = looks.flatMap((look) => (look.products ?? []).filter((h): h is string => typeof h === 'string' && h.trim() !== ''));
    pages.push({ path: rawPath, kind: 'lookbooks', component: TEMPLATES.lookbook, context: { id: node.id }, handles });
  }

  const index: BlogIndexContext = { title: content.blog?.title ?? 'Journal', description: content.blog?.description ?? null, posts };
  pages.push({ path: ROUTES.blog, kind: 'index', component: TEMPLATES.blogIndex, context: index });
  pages.push({ path: ROUTES.lookbooks, kind: 'index', component: TEMPLATES.lookbookIndex, context: {} as { id: string } });
  return { pages, problems, warnings };
}

/** Lookbooks only: pages, posts and policies come from the Storefront API. */
const LOOKBOOKS_QUERY = `
  query Lookbooks {
    allMarkdownRemark(sort: { fileAbsolutePath: ASC }) {
      nodes {
        id
        fileAbsolutePath
        frontmatter {
          title
          path
          hero
          looks {
            title
            products
          }
        }
        parent {
          ... on File {
            sourceInstanceName
            relativePath
          }
        }
      }
    }
  }
`;

export interface CreateContentPagesArgs {
  graphql: CreatePagesArgs['graphql'];
  actions: Pick<Actions, 'createPage' | 'createRedirect'>;
  reporter: Reporter;
  /** The Storefront API; by default the configured store with the build's retries. */
  fetcher?: GraphQLFetcher;
}

/** Creates the content pages; resolves to what it sourced (null when the build was stopped). */
export async function createContentPages({ graphql, actions, reporter, fetcher: given }: CreateContentPagesArgs): Promise<SourcedContent | null> {
  const result = await graphql<{ allMarkdownRemark: { nodes: ContentNode[] } }>(LOOKBOOKS_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Content pages: could not read the lookbook markdown in content/lookbooks', result.errors);
    return null;
  }
  const fetcher =
    given ??
    createFetcher({
      endpoint: env.storefrontEndpoint,
      token: env.storefrontToken,
      onRetry: ({ operation, attempt, delayMs, reason }) => reporter.warn(`Storefront ${operation}: ${reason}; retry ${attempt} in ${delayMs} ms`),
    });
  let content: SourcedContent;
  try {
    content = await sourceContent(fetcher, BLOG_HANDLE);
  } catch (error) {
    reporter.panicOnBuild(`Content pages: could not fetch pages, articles and policies from ${env.storefrontEndpoint}. ${(error as Error).message}`);
    return null;
  }
  const plan = planContentPages(content, result.data.allMarkdownRemark.nodes);
  for (const warning of plan.warnings) reporter.warn(`Content: ${warning}`);
  if (plan.problems.length > 0) {
    reporter.panicOnBuild(`Content pages: fix the frontmatter of these files:\n- ${plan.problems.join('\n- ')}`);
    return null;
  }

  const lookbooks = plan.pages.filter((page) => page.kind === 'lookbooks');
  let products: LookProductsByHandle = {};
  if (lookbooks.length > 0) {
    try {
      const fetched = await fetchLookbookProducts(
        lookbooks.flatMap((page) => page.handles ?? []),
        (variables) => fetcher(LOOKBOOK_PRODUCTS_QUERY, variables),
      );
      products = fetched.products;
      for (const handle of fetched.missing) {
        const where = lookbooks.filter((page) => page.handles?.includes(handle)).map((page) => page.path);
        reporter.warn(`Lookbooks: no product "${handle}" in the store; left out of ${where.join(', ')}`);
      }
    } catch (error) {
      reporter.panicOnBuild(`Lookbooks: could not fetch the looks' products. ${(error as Error).message}`);
      return null;
    }
  }

  for (const page of plan.pages) {
    const context =
      page.kind === 'lookbooks'
        ? {
            ...page.context,
            products: Object.fromEntries(
              (page.handles ?? []).filter((handle) => products[handle]).map((handle) => [handle, products[handle]]),
            ),
          }
        : page.context;
    actions.createPage({ path: page.path, component: page.component, context });
  }
  // The merchant's URL redirects (Shopify admin > Navigation > URL redirects) work on the site too.
  for (const redirect of content.redirects) {
    actions.createRedirect({ fromPath: redirect.path, toPath: redirect.target, isPermanent: true, redirectInBrowser: true });
  }
  const count = (kind: PlannedPage['kind']) => plan.pages.filter((page) => page.kind === kind).length;
  reporter.info(
    `Content pages from the Storefront API: ${count('page')} pages, ${count('post')} posts, ${count('policy')} policies, ${content.redirects.length} redirects in ${content.requests} requests; ${lookbooks.length} lookbooks with ${Object.keys(products).length} products`,
  );
  return content;
}
