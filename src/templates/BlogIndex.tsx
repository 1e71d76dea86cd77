import type { HeadProps, PageProps } from 'gatsby';
import { BLOG_INDEX_DESCRIPTION, BlogIndexView } from '../components/content/BlogIndexView';
import type { BlogIndexContext } from '../components/content/types';
import { Seo } from '../components/layout/Seo';

/** /blog/: the journal blog's posts, newest first, under the blog's own title (page context). */
export default function BlogIndex({ pageContext }: PageProps<object, BlogIndexContext>) {
  return <BlogIndexView posts={pageContext.posts} title={pageContext.title} description={pageContext.description} />;
}

export const Head = ({ pageContext, location }: HeadProps<object, BlogIndexContext>) => (
  <Seo title={pageContext.title} description={pageContext.description ?? BLOG_INDEX_DESCRIPTION} pathname={location.pathname} />
);
