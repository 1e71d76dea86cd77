import { planContentPages, TEMPLATES, type ContentNode } from '../../../src/build/content';

const node = (source: string, file: string, frontmatter: Partial<NonNullable<ContentNode['frontmatter']>>): ContentNode => ({
  id: `${source}/${file}`,
  fileAbsolutePath: `/site/content/${source}/${file}`,
  frontmatter: { title: 'A title', path: null, template: null, form: null, hero: null, date: null, looks: null, ...frontmatter },
  parent: { sourceInstanceName: source, relativePath: file },
});

describe('planContentPages (src/build/content.ts)', () => {
  it('gives every markdown file a page at its path with the template of its kind, plus the two index pages', () => {
    const plan = planContentPages([
      node('pages', 'about-us.md', { path: '/about-us/' }),
      node('pages', 'waitlist.md', { path: '/waitlist/', template: 'form', form: 'waitlist' }),
      node('blog', 'about-glamz.md', { path: '/blog/about-glamz/', date: '2026-10-01' }),
      node('lookbooks', 'afterglow.md', {
        path: '/lookbooks/afterglow/',
        looks: [{ title: 'The last swim', products: ['ivy-top-sunset-stripe', null, 'lola-towel-sunset-stripe'] }],
      }),
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.pages.map((page) => [page.path, page.component])).toEqual([
      ['/about-us/', TEMPLATES.page],
      ['/waitlist/', TEMPLATES.page],
      ['/blog/about-glamz/', TEMPLATES.blogPost],
      ['/lookbooks/afterglow/', TEMPLATES.lookbook],
      ['/blog/', TEMPLATES.blogIndex],
      ['/lookbooks/', TEMPLATES.lookbookIndex],
    ]);
    expect(plan.pages[3]?.handles).toEqual(['ivy-top-sunset-stripe', 'lola-towel-sunset-stripe']);
  });

  it('names the file and the fix for every frontmatter mistake at once', () => {
    const plan = planContentPages([
      node('pages', 'shouty.md', { path: '/About-Us' }),
      node('pages', 'no-path.md', {}),
      node('pages', 'bad-form.md', { path: '/sign-up/', template: 'form', form: 'newsletter' }),
      node('pages', 'bad-template.md', { path: '/odd/', template: 'gallery' }),
      node('blog', 'stray.md', { path: '/stray-post/', date: '2026-01-01' }),
      node('blog', 'undated.md', { path: '/blog/undated/' }),
      node('lookbooks', 'empty.md', { path: '/lookbooks/empty/', looks: [] }),
      node('pages', 'blog-clash.md', { path: '/blog/' }),
      node('pages', 'first.md', { path: '/press/' }),
      node('pages', 'second.md', { path: '/press/' }),
    ]);
    expect(plan.problems).toEqual([
      'content/pages/shouty.md: path "/About-Us" must be lowercase, hyphenated, start and end with "/" (like "/about-us/")',
      'content/pages/no-path.md: frontmatter needs a path such as "/about-us/"',
      'content/pages/bad-form.md: form "newsletter" is not a form of the shop service (server/forms.ts FORM_IDS)',
      'content/pages/bad-template.md: template "gallery" must be one of page, form, club',
      'content/blog/stray.md: path "/stray-post/" must be under /blog/ (e.g. "/blog/my-post/")',
      'content/blog/undated.md: a blog post needs a date (YYYY-MM-DD)',
      'content/lookbooks/empty.md: a lookbook needs at least one look',
      'content/pages/blog-clash.md: path "/blog/" is already used by the blog index',
      'content/pages/second.md: path "/press/" is already used by content/pages/first.md',
    ]);
  });

  it('warns about an unknown hero mood but still builds the page', () => {
    const plan = planContentPages([node('pages', 'press.md', { path: '/press/', hero: 'volcano' })]);
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([
      'content/pages/press.md: hero "volcano" is not one of sunset, ocean, sand, palm, coral, night; using ocean',
    ]);
    expect(plan.pages[0]?.path).toBe('/press/');
  });
});
