/**
 * Build-time pages from content/ markdown (issue 5 item 2): every page, blog post and lookbook at the
 * `path` of its frontmatter, plus the blog index (/blog/) and the lookbooks index (/lookbooks/).
 * Frontmatter is checked first; every problem is reported at once with the file it is in. Lookbooks
 * get their looks' products from the Storefront API in batched queries, passed in page context.
 */
import path from 'node:path';
import type { Actions, CreatePagesArgs, Reporter } from 'gatsby';
import { isFormId } from '../config/forms';
import { fetchLookbookProducts, type LookbookFetch } from '../components/content/lookbookProducts';
import { isMood } from '../components/content/MoodArt';
import type { LookProductsByHandle } from '../components/content/types';
import { env } from '../config/env';
import { ROUTES } from '../config/site';
import { normalizePath } from '../lib/paths';
import { createFetcher } from './catalogue';

export type ContentKind = 'pages' | 'blog' | 'lookbooks';

export interface ContentNode {
  id: string;
  fileAbsolutePath: string | null;
  frontmatter: {
    title: string | null;
    path: string | null;
    template: string | null;
    form: string | null;
    hero: string | null;
    date: string | null;
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

const PAGE_TEMPLATES = ['page', 'form', 'club'] as const;

export interface PlannedPage {
  path: string;
  kind: ContentKind | 'index';
  component: string;
  context: { id?: string };
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

const fileOf = (node: ContentNode): string =>
  node.parent?.relativePath ? `content/${node.parent.sourceInstanceName ?? ''}/${node.parent.relativePath}` : (node.fileAbsolutePath ?? node.id);

const kindOf = (node: ContentNode): ContentKind | null => {
  const source = node.parent?.sourceInstanceName;
  return source === 'pages' || source === 'blog' || source === 'lookbooks' ? source : null;
};

/** Checks every markdown file's frontmatter and decides its page; pure, so it is tested directly. */
export function planContentPages(nodes: readonly ContentNode[]): ContentPlan {
  const pages: PlannedPage[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  const reserved = new Map<string, string>([
    [ROUTES.blog, 'the blog index'],
    [ROUTES.lookbooks, 'the lookbooks index'],
  ]);
  const taken = new Map<string, string>(reserved);

  for (const node of nodes) {
    const file = fileOf(node);
    const kind = kindOf(node);
    const fm = node.frontmatter;
    if (!kind) continue;
    const problem = (text: string) => problems.push(`${file}: ${text}`);
    if (!fm?.title?.trim()) problem('frontmatter needs a title');
    const rawPath = fm?.path?.trim() ?? '';
    if (!rawPath) {
      problem('frontmatter needs a path such as "/about-us/"');
      continue;
    }
    if (!/^\/[a-z0-9/-]*$/.test(rawPath) || normalizePath(rawPath) !== rawPath || rawPath.includes('//')) {
      problem(`path "${rawPath}" must be lowercase, hyphenated, start and end with "/" (like "${normalizePath(rawPath)}")`);
      continue;
    }
    const section = kind === 'blog' ? ROUTES.blog : kind === 'lookbooks' ? ROUTES.lookbooks : null;
    if (section && (!rawPath.startsWith(section) || rawPath === section)) {
      problem(`path "${rawPath}" must be under ${section} (e.g. "${section}my-${kind === 'blog' ? 'post' : 'lookbook'}/")`);
      continue;
    }
    const owner = taken.get(rawPath);
    if (owner) {
      problem(`path "${rawPath}" is already used by ${owner}`);
      continue;
    }
    taken.set(rawPath, file);
    if (fm?.hero && !isMood(fm.hero)) {
      warnings.push(`${file}: hero "${fm.hero}" is not one of sunset, ocean, sand, palm, coral, night; using ocean`);
    }

    if (kind === 'pages') {
      const template = fm?.template ?? 'page';
      if (!(PAGE_TEMPLATES as readonly string[]).includes(template)) {
        problem(`template "${template}" must be one of ${PAGE_TEMPLATES.join(', ')}`);
        continue;
      }
      if (template === 'form' && !(fm?.form && isFormId(fm.form))) {
        problem(`form "${fm?.form ?? ''}" is not a form of the shop service (server/forms.ts FORM_IDS)`);
        continue;
      }
      if (template !== 'form' && fm?.form) warnings.push(`${file}: form "${fm.form}" is ignored unless template is "form"`);
      pages.push({ path: rawPath, kind, component: TEMPLATES.page, context: { id: node.id } });
    } else if (kind === 'blog') {
      if (!fm?.date) problem('a blog post needs a date (YYYY-MM-DD)');
      pages.push({ path: rawPath, kind, component: TEMPLATES.blogPost, context: { id: node.id } });
    } else {
      const looks = (fm?.looks ?? []).filter((look) => look !== null);
      if (looks.length === 0) problem('a lookbook needs at least one look');
      const handles = looks.flatMap((look) => (look.products ?? []).filter((h): h is string => typeof h === 'string' && h.trim() !== ''));
      pages.push({ path: rawPath, kind, component: TEMPLATES.lookbook, context: { id: node.id }, handles });
    }
  }

  pages.push({ path: ROUTES.blog, kind: 'index', component: TEMPLATES.blogIndex, context: {} });
  pages.push({ path: ROUTES.lookbooks, kind: 'index', component: TEMPLATES.lookbookIndex, context: {} });
  return { pages, problems, warnings };
}

const CONTENT_QUERY = `
  query ContentPages {
    allMarkdownRemark(sort: { fileAbsolutePath: ASC }) {
      nodes {
        id
        fileAbsolutePath
        frontmatter {
          title
          path
          template
          form
          hero
          date
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
  actions: Pick<Actions, 'createPage'>;
  reporter: Reporter;
  /** Where look products come from; by default the Storefront API with the build's retries. */
  fetchLookProducts?: LookbookFetch;
}

export async function createContentPages({ graphql, actions, reporter, fetchLookProducts }: CreateContentPagesArgs): Promise<void> {
  const result = await graphql<{ allMarkdownRemark: { nodes: ContentNode[] } }>(CONTENT_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Content pages: could not read the markdown in content/', result.errors);
    return;
  }
  const plan = planContentPages(result.data.allMarkdownRemark.nodes);
  for (const warning of plan.warnings) reporter.warn(`Content: ${warning}`);
  if (plan.problems.length > 0) {
    reporter.panicOnBuild(`Content pages: fix the frontmatter of these files:\n- ${plan.problems.join('\n- ')}`);
    return;
  }

  const lookbooks = plan.pages.filter((page) => page.kind === 'lookbooks');
  let products: LookProductsByHandle = {};
  if (lookbooks.length > 0) {
    const fetcher: LookbookFetch =
      fetchLookProducts ??
      createFetcher({
        endpoint: env.storefrontEndpoint,
        token: env.storefrontToken,
        onRetry: ({ operation, attempt, delayMs, reason }) =>
          reporter.warn(`Storefront ${operation}: ${reason}; retry ${attempt} in ${delayMs} ms`),
      });
    try {
      const fetched = await fetchLookbookProducts(
        lookbooks.flatMap((page) => page.handles ?? []),
        fetcher,
      );
      products = fetched.products;
      for (const handle of fetched.missing) {
        const where = lookbooks.filter((page) => page.handles?.includes(handle)).map((page) => page.path);
        reporter.warn(`Lookbooks: no product "${handle}" in the store; left out of ${where.join(', ')}`);
      }
    } catch (error) {
      reporter.panicOnBuild(`Lookbooks: could not fetch the looks' products. ${(error as Error).message}`);
      return;
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
  reporter.info(
    `Content pages: ${plan.pages.length} (${lookbooks.length} lookbooks with ${Object.keys(products).length} products)`,
  );
}
