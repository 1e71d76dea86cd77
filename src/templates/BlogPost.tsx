import type { HeadProps, PageProps } from 'gatsby';
import { BlogPostView } from '../components/content/BlogPostView';
import { blogPostingJsonLd } from '../components/content/contentJsonLd';
import type { BlogPostContext } from '../components/content/types';
import { Seo } from '../components/layout/Seo';

/** A journal post: an article of the shop's Shopify blog, passed in page context by the build. */
export default function BlogPost({ pageContext }: PageProps<object, BlogPostContext>) {
  return <BlogPostView frontmatter={pageContext.post} html={pageContext.html} />;
}

export const Head = ({ pageContext, location }: HeadProps<object, BlogPostContext>) => {
  const { post } = pageContext;
  return (
    <Seo
      title={post.title}
      description={post.description ?? undefined}
      pathname={location.pathname}
      type="article"
      jsonLd={blogPostingJsonLd(post)}
    >
      {post.isoDate ? <meta property="article:published_time" content={post.isoDate} /> : null}
      {post.author ? <meta property="article:author" content={post.author} /> : null}
    </Seo>
  );
};
