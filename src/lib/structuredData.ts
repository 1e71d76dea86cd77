/**
 * JSON-LD for search engines (schema.org): BreadcrumbList. Pure builders; the pages put them in the head
 * through Seo. The Product builder lives in productStructuredData.ts, so listings do not carry it.
 */

export interface Crumb {
  name: string;
  path: string;
}

export const absolute = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}
