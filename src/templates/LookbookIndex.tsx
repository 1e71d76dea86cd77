import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { LOOKBOOKS_INDEX_DESCRIPTION, LOOKBOOKS_INDEX_TITLE, LookbookIndexView } from '../components/content/LookbookIndexView';
import { siteUrl } from '../components/content/contentJsonLd';
import type { LookbookFrontmatter } from '../components/content/types';
import { Seo } from '../components/layout/Seo';
import { ROUTES } from '../config/site';
import { breadcrumbJsonLd } from '../lib/structuredData';

interface LookbookIndexData {
  allMarkdownRemark: { nodes: Array<{ id: string; frontmatter: LookbookFrontmatter }> };
}

/** /lookbooks/: every lookbook in the content's `order`. */
export default function LookbookIndex({ data }: PageProps<LookbookIndexData>) {
  return <LookbookIndexView lookbooks={data.allMarkdownRemark.nodes} />;
}

export const Head = ({ location }: HeadProps<LookbookIndexData>) => (
  <Seo
    title={LOOKBOOKS_INDEX_TITLE}
    description={LOOKBOOKS_INDEX_DESCRIPTION}
    pathname={location.pathname}
    jsonLd={breadcrumbJsonLd(siteUrl(), [
      { name: 'Home', path: ROUTES.home },
      { name: LOOKBOOKS_INDEX_TITLE, path: ROUTES.lookbooks },
    ])}
  />
);

export const query = graphql`
  query LookbookIndex {
    allMarkdownRemark(
      filter: { fileAbsolutePath: { regex: "//content/lookbooks//" } }
      sort: [{ frontmatter: { order: ASC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        id
        frontmatter {
          title
          path
          description
          hero
          date(formatString: "D MMMM YYYY")
          isoDate: date(formatString: "YYYY-MM-DD")
          looks {
            title
          }
        }
      }
    }
  }
`;
