import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BLOG_INDEX_DESCRIPTION, BLOG_INDEX_TITLE, BlogIndexView } from '../components/content/BlogIndexView';
import type { BlogFrontmatter } from '../components/content/types';
import { Seo } from '../components/layout/Seo';

interface BlogIndexData {
  allMarkdownRemark: { nodes: Array<{ id: string; frontmatter: BlogFrontmatter }> };
}

/** /blog/: the journal's posts, newest first. */
export default function BlogIndex({ data }: PageProps<BlogIndexData>) {
  return <BlogIndexView posts={data.allMarkdownRemark.nodes} />;
}

export const Head = ({ location }: HeadProps<BlogIndexData>) => (
  <Seo title={BLOG_INDEX_TITLE} description={BLOG_INDEX_DESCRIPTION} pathname={location.pathname} />
);

export const query = graphql`
  query BlogIndex {
    allMarkdownRemark(filter: { fileAbsolutePath: { regex: "//content/blog//" } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        id
        frontmatter {
          title
          path
          description
          author
          hero
          tags
          date(formatString: "D MMMM YYYY")
          isoDate: date(formatString: "YYYY-MM-DD")
        }
      }
    }
  }
`;
