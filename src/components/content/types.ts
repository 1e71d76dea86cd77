/** Shapes the content templates receive from Gatsby's data layer (frontmatter, see gatsby-node.ts). */
import type { CardSource } from '../../lib/productCard';

export type PageTemplate = 'page' | 'form' | 'club';

export interface ContentFrontmatter {
  title: string;
  path: string;
  description: string | null;
  template?: string | null;
  form?: string | null;
  hero?: string | null;
}

export interface BlogFrontmatter {
  title: string;
  path: string;
  description: string | null;
  author: string | null;
  hero: string | null;
  /** The article's picture (Article.image), shown on its card and above the post. */
  image?: { url: string; altText: string | null; width: number | null; height: number | null } | null;
  tags: readonly (string | null)[] | null;
  /** Human date, e.g. "12 June 2025". */
  date: string | null;
  /** ISO date for machines (JSON-LD, <time dateTime>). */
  isoDate: string | null;
}

export interface LookFrontmatter {
  title: string | null;
  caption: string | null;
  products: readonly (string | null)[] | null;
}

export interface LookbookFrontmatter {
  title: string;
  path: string;
  description: string | null;
  hero: string | null;
  date: string | null;
  isoDate: string | null;
  looks: readonly (LookFrontmatter | null)[] | null;
}

/** A product shown in a look, fetched from the Storefront API at build time (ProductCard fragment). */
export type LookProduct = CardSource;

/** Lookbook page context: the products of its looks, by handle (missing handles were skipped). */
export type LookProductsByHandle = Readonly<Record<string, LookProduct>>;

/** Page context of an information, form or club page or a shop policy (src/build/content.ts). */
export interface ContentPageContext {
  page: ContentFrontmatter;
  html: string;
}

/** Page context of a journal post. */
export interface BlogPostContext {
  post: BlogFrontmatter;
  html: string;
}

/** Page context of the journal's index: the blog's own title and description, its posts newest first. */
export interface BlogIndexContext {
  title: string;
  description: string | null;
  posts: ReadonlyArray<{ id: string; frontmatter: BlogFrontmatter }>;
}
