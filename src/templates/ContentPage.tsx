import type { HeadProps, PageProps } from 'gatsby';
import { ContentPageView } from '../components/content/ContentPageView';
import type { ContentPageContext } from '../components/content/types';
import { Seo } from '../components/layout/Seo';

/**
 * An information, marketing, form or club page, or a shop policy, as the merchant keeps it in
 * Shopify: the build passes its title, body and template in page context.
 */
export default function ContentPage({ pageContext }: PageProps<object, ContentPageContext>) {
  return <ContentPageView frontmatter={pageContext.page} html={pageContext.html} />;
}

export const Head = ({ pageContext, location }: HeadProps<object, ContentPageContext>) => (
  <Seo title={pageContext.page.title} description={pageContext.page.description ?? undefined} pathname={location.pathname} />
);
