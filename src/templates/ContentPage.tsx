import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { ContentPageView } from '../components/content/ContentPageView';
import type { ContentFrontmatter } from '../components/content/types';
import { Seo } from '../components/layout/Seo';

interface ContentPageData {
  markdownRemark: { html: string; frontmatter: ContentFrontmatter };
}

/** An information, marketing, form or club page from content/pages (issue 5 item 2). */
export default function ContentPage({ data }: PageProps<ContentPageData>) {
  const { html, frontmatter } = data.markdownRemark;
  return <ContentPageView frontmatter={frontmatter} html={html} />;
}

export const Head = ({ data, location }: HeadProps<ContentPageData>) => (
  <Seo
    title={data.markdownRemark.frontmatter.title}
    description={data.markdownRemark.frontmatter.description ?? undefined}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ContentPage($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        path
        description
        template
        form
        hero
      }
    }
  }
`;
