/** JSON-LD of content pages for search engines: BlogPosting for journal posts (schema.org). */
import { SHOP_NAME, SITE_URL } from '../../config/site';
import type { BlogFrontmatter } from './types';

/** The site's origin as Seo and gatsby-config see it (SITE_URL at build time). */
export const siteUrl = (): string => SITE_URL;

export function blogPostingJsonLd(post: Pick<BlogFrontmatter, 'title' | 'description' | 'path' | 'author' | 'isoDate' | 'tags'>, origin = siteUrl()) {
  const url = `${origin}${post.path}`;
  const keywords = (post.tags ?? []).filter((tag): tag is string => Boolean(tag));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(post.isoDate ? { datePublished: post.isoDate, dateModified: post.isoDate } : {}),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: SHOP_NAME },
    publisher: { '@type': 'Organization', name: SHOP_NAME, url: `${origin}/` },
    ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
  };
}
