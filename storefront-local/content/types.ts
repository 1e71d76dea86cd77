/** The merchant's content as the local storefront holds it, read from content/ (see seed.ts). */
export interface ContentPage {
  id: string;
  handle: string;
  title: string;
  /** HTML, as Shopify's rich-text editor stores it. */
  body: string;
  seoDescription: string | null;
  /** `custom.hero` page metafield: the mood of the page's hero art. */
  hero: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An article's picture, drawn from its frontmatter `image`: garments in prints on a backdrop. */
export interface ContentArticleImage {
  alt: string;
  /** A hero mood (sunset, ocean, sand, palm, coral, night). */
  backdrop: string;
  garments: { silhouette: string; print: string }[];
}

export interface ContentArticle {
  id: string;
  handle: string;
  title: string;
  contentHtml: string;
  /** The summary the merchant wrote (Article.excerpt / excerptHtml). */
  excerpt: string | null;
  author: string;
  tags: string[];
  hero: string | null;
  /** Article.image: null when the frontmatter names none. */
  image: ContentArticleImage | null;
  publishedAt: string;
  updatedAt: string;
}

export interface ContentBlog {
  id: string;
  handle: string;
  title: string;
  seoDescription: string | null;
  /** Newest first. */
  articles: ContentArticle[];
}

export type PolicyField = 'privacyPolicy' | 'refundPolicy' | 'shippingPolicy' | 'termsOfService';

export interface ContentPolicy {
  id: string;
  field: PolicyField;
  /** Shopify's fixed handle of the policy, e.g. `privacy-policy`. */
  handle: string;
  title: string;
  body: string;
}

export interface ContentRedirect {
  id: string;
  path: string;
  target: string;
}

/** One look of a lookbook: a styled picture of a few products. */
export interface ContentLook {
  title: string;
  caption: string;
  /** Product handles, in the order the look lists them. */
  products: string[];
}

/** A lookbook (content/lookbooks/{handle}.md); the shop's metaobjects are made from these (metaobjects.ts). */
export interface ContentLookbook {
  file: string;
  handle: string;
  title: string;
  description: string | null;
  /** The day it was published, e.g. 2026-08-28. */
  date: string;
  hero: string | null;
  /** Its place in the lookbooks index (frontmatter `order`). */
  position: number | null;
  looks: ContentLook[];
}

export interface ShopContent {
  pages: ContentPage[];
  blogs: ContentBlog[];
  policies: ContentPolicy[];
  redirects: ContentRedirect[];
  /** Absent: the shop has no lookbooks (and so no metaobjects). */
  lookbooks?: ContentLookbook[];
}
