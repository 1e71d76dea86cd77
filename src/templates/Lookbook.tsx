import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { lookbookCrumbs, LookbookView } from '../components/content/LookbookView';
import type { LookbookFrontmatter, LookProductsByHandle } from '../components/content/types';
import { Seo } from '../components/layout/Seo';
import { breadcrumbJsonLd } from '../lib/structuredData';
import { siteUrl } from '../components/content/contentJsonLd';

interface LookbookData {
  markdownRemark: { html: string; frontmatter: LookbookFrontmatter };
}

interface LookbookContext {
  id: string;
  products: LookProductsByHandle;
}

/** A lookbook from content/lookbooks, its looks' products fetched at build time (page context). */
export default function Lookbook({ data, pageContext }: PageProps<LookbookData, LookbookContext>) {
  const { html, frontmatter } = data.markdownRemark;
  return <LookbookView frontmatter={frontmatter} html={html} products={pageContext.products} />;
}

export const Head = ({ data, location, pageContext }: HeadProps<LookbookData, LookbookContext>) => {
  const { frontmatter } = data.markdownRemark;
  const firstImage = Object.values(pageContext.products).find((product) => product.featuredImage)?.featuredImage?.url;
  return (
    <Seo
      title={`${frontmatter.title} lookbook`}
      description={frontmatter.description ?? undefined}
      pathname={location.pathname}
      image={firstImage}
      jsonLd={breadcrumbJsonLd(siteUrl(), lookbookCrumbs(frontmatter))}
    />
  );
};

export const query = graphql`
  query Lookbook($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        path
        description
        hero
        date(formatString: "D MMMM YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        looks {
          title
          caption
          products
        }
      }
    }
  }
`;
