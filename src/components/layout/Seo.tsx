import { SHOP_NAME, SITE_DESCRIPTION, SITE_URL } from '../../config/site';
import { normalizePath } from '../../lib/paths';

export interface SeoProps {
  title?: string;
  description?: string;
  /** Route path of the page, used for the canonical URL. */
  pathname: string;
  image?: string;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  jsonLd?: object | object[];
  children?: React.ReactNode;
}


/** Head tags for Gatsby's Head API: title, description, canonical, Open Graph, JSON-LD. */
export function Seo({ title, description, pathname, image, type = 'website', noindex, jsonLd, children }: SeoProps) {
  const fullTitle = title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} | Swimwear, beachwear and accessories`;
  const canonical = `${SITE_URL}${normalizePath(pathname.split(/[?#]/)[0] ?? '/')}`;
  const text = description ?? SITE_DESCRIPTION;
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#132a3a" />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd)}</script> : null}
      {children}
    </>
  );
}
