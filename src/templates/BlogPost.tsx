import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogPostView } from '../components/content/BlogPostView';
import { blogPostingJsonLd } from '../components/content/contentJsonLd';
import type { BlogFrontmatter } from '../components/content/types';
import { Seo } from '../components/layout/Seo';

interface BlogPostData {
  markdownRemark: { html: string; frontmatter: BlogFrontmatter };
}

/** A journal post from content/blog. */
export default function BlogPost({ data }: PageProps<BlogPostData>) {
  const { html, frontmatter } = data.markdownRemark;
  return <BlogPostView frontmatter={frontmatter} html={html} />;
}

export const Head = ({ data, location }: HeadProps<BlogPostData>) => {
  const { frontmatter } = data.markdownRemark;
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description ?? undefined}
      pathname={location.pathname}
      type="article"
      jsonLd={blogPostingJsonLd(frontmatter)}
    >
      {frontmatter.isoDate ? <meta property="article:published_time" content={frontmatter.isoDate} /> : null}
      {frontmatter.author ? <meta property="article:author" content={frontmatter.author} /> : null}
    </Seo>
  );
};

export const query = graphql`
  query BlogPost($id: String!) {
    markdownRemark(id: { eq: $id }) {
      html
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
`;
