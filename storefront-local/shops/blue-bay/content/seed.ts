/**
 * Reads the merchant's content from markdown: `pages/*.md` (pages), `blogs/{blog}.md` with
 * `blogs/{blog}/*.md` (a blog and its articles), `policies/{handle}.md` (the shop policies),
 * `lookbooks/*.md` (the lookbooks, served as metaobjects) and `url-redirects.json`. A file's name is its handle. `{{ name }}` placeholders are the shop's delivery
 * settings (shopFacts.ts). Every mistake is reported at once, with its file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { MOOD_BACKDROPS, SCENE_SILHOUETTES } from '../../../artwork/scene';
import { discountFor } from '../../../carts/discounts';
import { termsMarkdown } from '../../../carts/discountTerms';
import { PRINT_BY_HANDLE } from '../../../catalogue/prints';
import { ContentSeedError } from '../../../content/contentError';
import { markdownToHtml } from '../../../content/markdown';
import type { ContentArticle, ContentArticleImage, ContentBlog, ContentLook, ContentLookbook, ContentPage, ContentPolicy, ContentRedirect, PolicyField, ShopContent } from '../../../content/types';
import { DISCOUNT_CODES } from '../discountCodes';
import { expandShopFacts } from './shopFacts';

export { ContentSeedError };

/** content/ at the repository's root: the markdown the shop started with. */
export const DEFAULT_CONTENT_DIR = path.resolve(__dirname, '../../../../content');

/** Content without a date of its own was last edited on this day (stable on every machine). */
export const SEED_DATE = '2026-11-01T00:00:00Z';

/** Shopify's fixed policy handles (https://shopify.dev/docs/api/storefront/latest/objects/ShopPolicy). */
export const POLICY_HANDLES: Readonly<Record<string, PolicyField>> = {
  'privacy-policy': 'privacyPolicy',
  'refund-policy': 'refundPolicy',
  'shipping-policy': 'shippingPolicy',
  'terms-of-service': 'termsOfService',
};


/**
 * A line `{{discount-terms CODE}}` becomes that code's terms (carts/discountTerms.ts), so a page that
 * advertises a code states exactly the rules the cart and checkout apply.
 */
export function expandDiscountTerms(markdown: string, unknown: (code: string) => void): string {
  return markdown.replace(/^\{\{discount-terms ([A-Za-z0-9_-]+)\}\}[ \t]*$/gm, (marker, code: string) => {
    const discount = discountFor(DISCOUNT_CODES, code);
    if (!discount) {
      unknown(code);
      return marker;
    }
    return termsMarkdown(discount, DISCOUNT_CODES);
  });
}

const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Markdown {
  file: string;
  handle: string;
  data: Record<string, unknown>;
  html: string;
}

function readMarkdown(dir: string, root: string, problems: string[]): Markdown[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const full = path.join(dir, name);
      const file = path.relative(path.dirname(root), full);
      const handle = name.slice(0, -'.md'.length);
      if (!HANDLE.test(handle)) problems.push(`${file}: the file name is the handle and must be lowercase and hyphenated`);
      try {
        const parsed = matter(readFileSync(full, 'utf8'));
        const withTerms = expandDiscountTerms(parsed.content, (code) => problems.push(`${file}: {{discount-terms ${code}}} names no discount code`));
        const body = expandShopFacts(withTerms, (problem) => problems.push(`${file}: ${problem}`));
        return { file, handle, data: parsed.data as Record<string, unknown>, html: markdownToHtml(body) };
      } catch (error) {
        problems.push(`${file}: unreadable frontmatter (${(error as Error).message.split('\n')[0]})`);
        return { file, handle, data: {}, html: '' };
      }
    });
}

/** Reads an optional string field; a wrong type is a problem, not a silent default. */
function text(md: Markdown, key: string, problems: string[], required = false): string | null {
  const value = md.data[key];
  if (value === undefined || value === null || value === '') {
    if (required) problems.push(`${md.file}: frontmatter needs ${key}`);
    return null;
  }
  if (typeof value !== 'string') {
    problems.push(`${md.file}: ${key} must be text`);
    return null;
  }
  return value.trim();
}

/** YAML reads an unquoted 2026-10-01 as a Date and a quoted one as text; both are a day. */
function day(md: Markdown, key: string, problems: string[], required: boolean): string | null {
  const value = md.data[key];
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))) return value;
  if (value !== undefined || required) problems.push(`${md.file}: ${key} must be a day such as 2026-10-01`);
  return null;
}

const atNoon = (date: string | null): string => (date ? `${date}T12:00:00Z` : SEED_DATE);

function readPages(root: string, problems: string[]): ContentPage[] {
  return readMarkdown(path.join(root, 'pages'), root, problems).map((md, index) => {
    const created = day(md, 'date', problems, false);
    return {
      id: `gid://shopify/Page/${88_000_001 + index}`,
      handle: md.handle,
      title: text(md, 'title', problems, true) ?? md.handle,
      body: md.html,
      seoDescription: text(md, 'description', problems),
      hero: text(md, 'hero', problems),
      createdAt: atNoon(created),
      updatedAt: atNoon(day(md, 'updated', problems, false) ?? created),
    };
  });
}

/**
 * `image: { alt, backdrop, garments: [{ silhouette, print }] }`: the article's picture, drawn by the
 * local CDN (/cdn/shop/articles/{handle}.png) as the product art is.
 */
function articleImage(md: Markdown, problems: string[]): ContentArticleImage | null {
  const image = md.data.image as Record<string, unknown> | undefined;
  if (image === undefined) return null;
  const alt = typeof image?.alt === 'string' ? image.alt.trim() : '';
  const backdrop = typeof image?.backdrop === 'string' ? image.backdrop : (md.data.hero as string | undefined) ?? 'ocean';
  const garments = Array.isArray(image?.garments) ? (image.garments as Array<Record<string, unknown>>) : [];
  if (!alt) problems.push(`${md.file}: image.alt must describe the picture`);
  if (!(backdrop in MOOD_BACKDROPS)) problems.push(`${md.file}: image.backdrop must be one of ${Object.keys(MOOD_BACKDROPS).join(', ')}`);
  if (garments.length < 1 || garments.length > 3) problems.push(`${md.file}: image.garments must list one to three garments`);
  const list = garments.map((g, i) => {
    const silhouette = String(g?.silhouette ?? '');
    const print = String(g?.print ?? '');
    if (!(SCENE_SILHOUETTES as readonly string[]).includes(silhouette)) problems.push(`${md.file}: image.garments[${i}].silhouette must be one of ${SCENE_SILHOUETTES.join(', ')}`);
    if (!PRINT_BY_HANDLE.has(print)) problems.push(`${md.file}: image.garments[${i}].print "${print}" is not a print of the catalogue`);
    return { silhouette, print };
  });
  return { alt, backdrop, garments: list };
}

function readBlogs(root: string, problems: string[]): ContentBlog[] {
  const blogsDir = path.join(root, 'blogs');
  let articleIndex = 0;
  return readMarkdown(blogsDir, root, problems).map((blog, index) => {
    const articles = readMarkdown(path.join(blogsDir, blog.handle), root, problems).map((md): ContentArticle => {
      const published = atNoon(day(md, 'date', problems, true));
      const updated = day(md, 'updated', problems, false);
      const tags = md.data.tags ?? [];
      if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string')) problems.push(`${md.file}: tags must be a list of text`);
      articleIndex += 1;
      return {
        id: `gid://shopify/Article/${55_000_000 + articleIndex}`,
        handle: md.handle,
        title: text(md, 'title', problems, true) ?? md.handle,
        contentHtml: md.html,
        excerpt: text(md, 'description', problems),
        author: text(md, 'author', problems, true) ?? '',
        tags: Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [],
        hero: text(md, 'hero', problems),
        image: articleImage(md, problems),
        publishedAt: published,
        updatedAt: updated ? atNoon(updated) : published,
      };
    });
    articles.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.handle.localeCompare(b.handle));
    return {
      id: `gid://shopify/Blog/${77_000_001 + index}`,
      handle: blog.handle,
      title: text(blog, 'title', problems, true) ?? blog.handle,
      seoDescription: text(blog, 'description', problems),
      articles,
    };
  });
}

function readPolicies(root: string, problems: string[]): ContentPolicy[] {
  return readMarkdown(path.join(root, 'policies'), root, problems).flatMap((md, index): ContentPolicy[] => {
    const field = POLICY_HANDLES[md.handle];
    if (!field) {
      problems.push(`${md.file}: a policy file is named for its Shopify handle: ${Object.keys(POLICY_HANDLES).join(', ')}`);
      return [];
    }
    return [{ id: `gid://shopify/ShopPolicy/${23_000_001 + index}`, field, handle: md.handle, title: text(md, 'title', problems, true) ?? md.handle, body: md.html }];
  });
}

function readRedirects(root: string, problems: string[]): ContentRedirect[] {
  const file = path.join(root, 'url-redirects.json');
  if (!existsSync(file)) return [];
  const name = path.relative(path.dirname(root), file);
  let list: unknown;
  try {
    list = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: not JSON (${(error as Error).message})`);
    return [];
  }
  if (!Array.isArray(list)) {
    problems.push(`${name}: must be a list of { "path": "/old", "target": "/new/" }`);
    return [];
  }
  return list.flatMap((entry: unknown, index): ContentRedirect[] => {
    const { path: from, target } = (entry ?? {}) as { path?: unknown; target?: unknown };
    if (typeof from !== 'string' || !from.startsWith('/') || typeof target !== 'string' || !(target.startsWith('/') || /^https?:\/\//.test(target))) {
      problems.push(`${name}: entry ${index + 1} needs a path starting with "/" and a target path or URL`);
      return [];
    }
    return [{ id: `gid://shopify/UrlRedirect/${41_000_001 + index}`, path: from, target }];
  });
}

/** `looks: [{ title, caption, products: [handle…] }]`: the looks of a lookbook, each with at least one product. */
function readLooks(md: Markdown, problems: string[]): ContentLook[] {
  const looks = md.data.looks;
  if (!Array.isArray(looks) || looks.length === 0) {
    problems.push(`${md.file}: looks must list at least one look`);
    return [];
  }
  return looks.map((look: unknown, i): ContentLook => {
    const { title, caption, products } = (look ?? {}) as Record<string, unknown>;
    if (typeof title !== 'string' || !title.trim()) problems.push(`${md.file}: looks[${i}].title must be text`);
    if (typeof caption !== 'string' || !caption.trim()) problems.push(`${md.file}: looks[${i}].caption must be text`);
    const handles = Array.isArray(products) ? products.filter((h): h is string => typeof h === 'string' && HANDLE.test(h)) : [];
    if (!Array.isArray(products) || handles.length === 0 || handles.length !== products.length) {
      problems.push(`${md.file}: looks[${i}].products must list product handles`);
    }
    return { title: String(title ?? '').trim(), caption: String(caption ?? '').trim(), products: handles };
  });
}

function readLookbooks(root: string, problems: string[]): ContentLookbook[] {
  return readMarkdown(path.join(root, 'lookbooks'), root, problems).map((md) => {
    const order = md.data.order;
    if (order !== undefined && !Number.isSafeInteger(order)) problems.push(`${md.file}: order must be a whole number`);
    return {
      file: md.file,
      handle: md.handle,
      title: text(md, 'title', problems, true) ?? md.handle,
      description: text(md, 'description', problems),
      date: day(md, 'date', problems, true) ?? SEED_DATE.slice(0, 10),
      hero: text(md, 'hero', problems),
      position: typeof order === 'number' && Number.isSafeInteger(order) ? order : null,
      looks: readLooks(md, problems),
    };
  });
}

export function loadShopContent(root: string = DEFAULT_CONTENT_DIR): ShopContent {
  const problems: string[] = [];
  const content: ShopContent = {
    pages: readPages(root, problems),
    blogs: readBlogs(root, problems),
    policies: readPolicies(root, problems),
    redirects: readRedirects(root, problems),
    lookbooks: readLookbooks(root, problems),
  };
  if (problems.length > 0) throw new ContentSeedError(problems);
  return content;
}

const cache = new Map<string, ShopContent>();
/** Read once per directory: the markdown is the seed, not a live source. */
export function getShopContent(root: string = DEFAULT_CONTENT_DIR): ShopContent {
  let content = cache.get(root);
  if (!content) {
    content = loadShopContent(root);
    cache.set(root, content);
  }
  return content;
}
