import { render, screen, within } from '@testing-library/react';
import { BlogIndexView } from '../../../src/components/content/BlogIndexView';
import { BlogPostView } from '../../../src/components/content/BlogPostView';
import { blogPostingJsonLd } from '../../../src/components/content/contentJsonLd';
import type { BlogFrontmatter } from '../../../src/components/content/types';

vi.mock('gatsby', async () => (await import('./gatsbyMock')).gatsbyMock());

const post: BlogFrontmatter = {
  title: 'Bratty Night Out: how to take your swimwear out after dark',
  path: '/blog/bratty-night-out/',
  description: 'Five formulas for wearing your bikini from the last swim to the last song.',
  author: 'Jade Okafor',
  hero: 'night',
  tags: ['Styling', null, 'Beachwear'],
  date: '14 August 2026',
  isoDate: '2026-08-14',
};

describe('BlogPostView', () => {
  it('shows the post with its author, machine-readable date and tags', () => {
    render(<BlogPostView frontmatter={post} html="<p>There's a moment on every good holiday.</p>" />);
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(/By Jade Okafor/)).toBeInTheDocument();
    expect(screen.getByText('14 August 2026').closest('time')).toHaveAttribute('dateTime', '2026-08-14');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Styling', 'Beachwear']);
    expect(screen.getByText("There's a moment on every good holiday.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More from the journal' })).toHaveAttribute('href', '/blog/');
  });
});

describe('BlogIndexView', () => {
  it('lists every post as a link named by its title, with its date', () => {
    const second = { ...post, title: 'Meet Glamz', path: '/blog/about-glamz/', date: '1 October 2026', isoDate: '2026-10-01' };
    render(<BlogIndexView posts={[{ id: 'a', frontmatter: second }, { id: 'b', frontmatter: post }]} />);
    const list = screen.getByRole('list', { name: 'Posts' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Meet Glamz', '/blog/about-glamz/'],
      [post.title, '/blog/bratty-night-out/'],
    ]);
    expect(within(list).getByText('1 October 2026')).toBeInTheDocument();
  });
});

describe('article pictures', () => {
  const image = { url: 'https://cdn.example/articles/bratty-night-out.png', altText: 'Swimwear under a night sky', width: 1600, height: 900 };

  it('show on the post with their words and size, and on its card sized without words', () => {
    const { unmount } = render(<BlogPostView frontmatter={{ ...post, image }} html="<p>x</p>" />);
    const picture = screen.getByRole('img', { name: 'Swimwear under a night sky' });
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '900');
    expect(picture.getAttribute('src')).toBe('https://cdn.example/articles/bratty-night-out.png?width=960');
    unmount();

    const { container } = render(<BlogIndexView posts={[{ id: 'b', frontmatter: { ...post, image } }, { id: 'c', frontmatter: { ...post, path: '/blog/x/' } }]} />);
    const [card, plain] = Array.from(container.querySelectorAll('article'));
    const cardImage = card!.querySelector('img');
    expect(cardImage).toHaveAttribute('alt', '');
    expect(cardImage).toHaveAttribute('loading', 'lazy');
    expect(cardImage).toHaveAttribute('width', '1600');
    expect(cardImage?.getAttribute('srcset')).toContain('width=1200 1200w');
    // A post without a picture keeps its mood's art.
    expect(plain!.querySelector('img')).toBeNull();
    expect(plain!.querySelector('svg')).not.toBeNull();
  });
});

describe('blogPostingJsonLd', () => {
  it('describes the post as a BlogPosting with its headline, author, date and address', () => {
    expect(blogPostingJsonLd(post, 'https://bluebayswim.example')).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      url: 'https://bluebayswim.example/blog/bratty-night-out/',
      datePublished: '2026-08-14',
      author: { '@type': 'Person', name: 'Jade Okafor' },
      publisher: { '@type': 'Organization', name: 'Blue Bay Swim' },
      keywords: 'Styling, Beachwear',
    });
  });

  it('names the shop as author when a post has none', () => {
    expect(blogPostingJsonLd({ ...post, author: null }, 'https://x.example').author).toEqual({
      '@type': 'Organization',
      name: 'Blue Bay Swim',
    });
  });
});
