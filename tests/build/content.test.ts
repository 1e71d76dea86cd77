/**
 * The build's content pages come from the Storefront API (issue 18 item 7): pages, the journal's posts
 * and the shop policies, sourced from the local storefront exactly as from a real store.
 */
import { createFetcher, type GraphQLFetcher } from '../../src/build/sourcing/fetcher';
import { CLUB_PAGE_PATHS, createContentPages, planContentPages, publishedDays, templateFor, TEMPLATES, type ContentNode } from '../../src/build/content';
import { sourceContent, type SourcedContent } from '../../src/build/contentSource';
import type { BlogIndexContext, BlogPostContext, ContentPageContext } from '../../src/components/content/types';
import { BLOG_ARTICLES_QUERY, CONTENT_PAGES_QUERY, SHOP_POLICIES_QUERY, URL_REDIRECTS_QUERY } from '../../src/storefront/documents/content';
import type { ShopContent } from '../../storefront-local/content/types';
import { ENDPOINT, testStorefront, TOKEN, type TestStorefront } from '../storefront-local/helpers';

/** The site's fetcher, its requests answered by an in-memory local storefront. */
function fetcherFor(sf: TestStorefront): GraphQLFetcher {
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const response = await sf.app.inject({ method: 'POST', url: ENDPOINT, headers: init?.headers as Record<string, string>, payload: String(init?.body) });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return createFetcher({ endpoint: `http://localhost:8787${ENDPOINT}`, token: TOKEN, fetchImpl, retries: 0 });
}

const lookbook = (file: string, frontmatter: Partial<NonNullable<ContentNode['frontmatter']>>): ContentNode => ({
  id: `lookbooks/${file}`,
  fileAbsolutePath: `/site/content/lookbooks/${file}`,
  frontmatter: { title: 'A lookbook', path: null, hero: null, looks: [{ title: 'Look', products: ['ivy-top-sunset-stripe'] }], ...frontmatter },
  parent: { sourceInstanceName: 'lookbooks', relativePath: file },
});

/** Every URL the markdown build made before the content moved to the Storefront API. */
const URLS_BEFORE = [
  '/blog/about-glamz/', '/blog/bratty-night-out/', '/blog/pink-with-purpose/', '/blog/sunchasers-blog/', '/about-us/',
  '/as-seen-on-you/', '/bikini-style-guide/', '/blue-bay-beach-club/', '/blue-bay-manual-returns/', '/blue-bay-reviews/',
  '/blue-bay-size-guide/', '/blue-pact/', '/congratulations/', '/contact-us/', '/fall-sets-terms-conditions/', '/giveaway/',
  '/glamz-x-blue-bay-terms-and-conditions/', '/glamz-x-blue-bay/', '/la-isla-bonita-sign-up/', '/newsletter-sign-up-uk/',
  '/newsletter-sign-up-us/', '/newsletter-sign-up/', '/our-commitment/', '/press/', '/privacy-policy/', '/request-a-return/',
  '/return-a-product/', '/sale-sign-up/', '/shipping-and-order-information/', '/stockists/', '/student-discount/', '/tariffs/',
  '/terms-and-conditions/', '/terms-conditions/', '/waitlist/', '/welcome-to-bb/', '/blog/',
];

describe('content sourced from the local storefront', () => {
  let sf: TestStorefront;
  let content: SourcedContent;
  beforeAll(async () => {
    sf = await testStorefront();
    content = await sourceContent(fetcherFor(sf), 'journal');
  });
  afterAll(() => sf.close());

  it('keeps every URL of the markdown build, with the template each page had', () => {
    const plan = planContentPages(content, []);
    expect(plan.problems).toEqual([]);
    expect(plan.warnings).toEqual([]);
    const paths = plan.pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(URLS_BEFORE));
    const pageOf = (path: string) => (plan.pages.find((page) => page.path === path)?.context as ContentPageContext).page;
    expect(pageOf('/contact-us/')).toMatchObject({ template: 'form', form: 'contact-us', title: 'Contact us', hero: 'ocean' });
    expect(pageOf('/newsletter-sign-up/')).toMatchObject({ template: 'form', form: 'newsletter-sign-up' });
    expect(pageOf('/blue-bay-beach-club/')).toMatchObject({ template: 'club', form: null });
    expect(pageOf('/about-us/')).toMatchObject({ template: 'page', description: expect.stringMatching(/recycled nylon/) });
    expect(pageOf('/privacy-policy/')).toMatchObject({ title: 'Privacy policy', template: 'page' });
    expect(pageOf('/privacy-policy/').description?.length).toBeLessThanOrEqual(155);
    expect(pageOf('/refund-policy/').title).toBe('Refund policy');
  });

  it("reads the shop's gid with the policies, for the browser's analytics", () => {
    expect(content.shopId).toMatch(/^gid:\/\/shopify\/Shop\/\d+$/);
  });

  it('gives each journal post its HTML, author, tags and dates, and the index its posts newest first under the blog title', () => {
    const plan = planContentPages(content, []);
    const post = plan.pages.find((page) => page.path === '/blog/bratty-night-out/');
    expect(post?.component).toBe(TEMPLATES.blogPost);
    const { post: meta, html } = post?.context as BlogPostContext;
    expect(meta).toMatchObject({ author: 'Jade Okafor', date: '14 August 2026', isoDate: '2026-08-14', hero: 'night', tags: ['Styling', 'Bratty Night Out', 'Beachwear'] });
    expect(html).toContain('<strong>Bratty Night Out</strong>');
    const index = plan.pages.find((page) => page.path === '/blog/')?.context as BlogIndexContext;
    expect(index.title).toBe('The Blue Bay journal');
    const days = index.posts.map((p) => p.frontmatter.isoDate);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('reads the merchant URL redirects', () => {
    expect(content.redirects).toContainEqual(expect.objectContaining({ path: '/blogs/news', target: '/blog/' }));
  });

  it('sends only documents that are in src/storefront/documents (checked against the schema by their own test)', () => {
    expect([CONTENT_PAGES_QUERY, BLOG_ARTICLES_QUERY, SHOP_POLICIES_QUERY, URL_REDIRECTS_QUERY].every((doc) => doc.startsWith('#graphql'))).toBe(true);
  });
});

describe('a merchant edits content in Shopify admin', () => {
  const html = (text: string) => `<p>${text}</p>`;
  const edited: ShopContent = {
    pages: [
      { id: 'gid://shopify/Page/1', handle: 'summer-hours', title: 'Summer hours', body: html('Open late in July.'), seoDescription: null, hero: null, createdAt: '2026-06-01T12:00:00Z', updatedAt: '2026-06-01T12:00:00Z' },
      { id: 'gid://shopify/Page/2', handle: 'waitlist', title: 'Join the waitlist', body: html('Be first.'), seoDescription: 'Be first to know.', hero: 'volcano', createdAt: '2026-06-01T12:00:00Z', updatedAt: '2026-06-01T12:00:00Z' },
      { id: 'gid://shopify/Page/3', handle: 'search', title: 'Search tips', body: html('Tips.'), seoDescription: null, hero: null, createdAt: '2026-06-01T12:00:00Z', updatedAt: '2026-06-01T12:00:00Z' },
      { id: 'gid://shopify/Page/4', handle: 'privacy-policy', title: 'Old privacy page', body: html('Old.'), seoDescription: null, hero: null, createdAt: '2026-06-01T12:00:00Z', updatedAt: '2026-06-01T12:00:00Z' },
    ],
    blogs: [],
    policies: [{ id: 'gid://shopify/ShopPolicy/1', field: 'privacyPolicy', handle: 'privacy-policy', title: 'Privacy policy', body: html('We keep little. '.repeat(30)) }],
    redirects: [],
  };
  let sf: TestStorefront;
  let plan: ReturnType<typeof planContentPages>;
  beforeAll(async () => {
    sf = await testStorefront({ content: edited });
    plan = planContentPages(await sourceContent(fetcherFor(sf), 'journal'), []);
  });
  afterAll(() => sf.close());

  it('a new page without a special template gets the content-page template at /{handle}/', () => {
    const page = plan.pages.find((p) => p.path === '/summer-hours/');
    expect(page?.component).toBe(TEMPLATES.page);
    expect((page?.context as ContentPageContext).page).toMatchObject({ title: 'Summer hours', template: 'page', description: 'Open late in July.' });
    expect((page?.context as ContentPageContext).html).toBe('<p>Open late in July.</p>');
  });

  it('a page with a special template keeps it by handle; a clash with a site route or a policy is left out with a warning', () => {
    expect((plan.pages.find((p) => p.path === '/waitlist/')?.context as ContentPageContext).page).toMatchObject({ template: 'form', form: 'waitlist', title: 'Join the waitlist' });
    expect(plan.pages.filter((p) => p.path === '/search/')).toEqual([]);
    const privacy = plan.pages.filter((p) => p.path === '/privacy-policy/');
    expect(privacy).toHaveLength(1);
    expect((privacy[0]?.context as ContentPageContext).page.title).toBe('Privacy policy');
    expect((privacy[0]?.context as ContentPageContext).page.description).toMatch(/^We keep little\. .*…$/);
    expect(plan.warnings).toEqual([
      'Shopify page waitlist: hero "volcano" is not one of sunset, ocean, sand, palm, coral, night; using ocean',
      'Shopify page search: /search/ is already search; left out',
      'Shopify page privacy-policy: /privacy-policy/ is already Shopify policy privacy-policy; left out',
      'Shopify blog "journal" not found: the journal at /blog/ has no posts',
    ]);
    expect((plan.pages.find((p) => p.path === '/blog/')?.context as BlogIndexContext).posts).toEqual([]);
    expect(plan.problems).toEqual([]);
  });
});

describe('planContentPages: lookbooks and templates', () => {
  const none: SourcedContent = { pages: [], blog: { title: 'Journal', description: null, articles: [] }, policies: [], redirects: [], shopId: 'gid://shopify/Shop/1', requests: 0 };

  it('builds each lookbook at its path and names every frontmatter mistake with its file', () => {
    const plan = planContentPages(none, [
      lookbook('afterglow.md', { path: '/lookbooks/afterglow/' }),
      lookbook('shouty.md', { path: '/Lookbooks/X' }),
      lookbook('stray.md', { path: '/stray/' }),
      lookbook('empty.md', { path: '/lookbooks/empty/', looks: [] }),
    ]);
    expect(plan.pages.map((p) => [p.path, p.component])).toEqual([
      ['/lookbooks/afterglow/', TEMPLATES.lookbook],
      ['/lookbooks/empty/', TEMPLATES.lookbook],
      ['/blog/', TEMPLATES.blogIndex],
      ['/lookbooks/', TEMPLATES.lookbookIndex],
    ]);
    expect(plan.problems).toEqual([
      'content/lookbooks/shouty.md: path "/Lookbooks/X" must be lowercase, hyphenated, start and end with "/" (like "/lookbooks/x/")',
      'content/lookbooks/stray.md: path "/stray/" must be under /lookbooks/ (e.g. "/lookbooks/my-lookbook/")',
      'content/lookbooks/empty.md: a lookbook needs at least one look',
    ]);
  });

  it('maps handles to templates: the club pages, the shop-service forms, and the content page for the rest', () => {
    for (const path of CLUB_PAGE_PATHS) expect(templateFor(path.slice(1, -1))).toEqual({ template: 'club', form: null });
    expect(templateFor('return-a-product')).toEqual({ template: 'form', form: 'return-a-product' });
    expect(templateFor('about-us')).toEqual({ template: 'page', form: null });
  });

  it('writes a publication day for people and for machines, in UTC', () => {
    expect(publishedDays('2026-10-01T00:30:00Z')).toEqual({ date: '1 October 2026', isoDate: '2026-10-01' });
  });
});

describe('createContentPages (gatsby-node createPages)', () => {
  it('creates the pages, posts and policies of the store, and its URL redirects as site redirects', async () => {
    const sf = await testStorefront();
    try {
      const created: Array<{ path: string; component: string }> = [];
      const redirects: Array<{ fromPath: string; toPath: string }> = [];
      const warnings: string[] = [];
      const reporter = { warn: (text: string) => warnings.push(text), info: () => undefined, panicOnBuild: (text: string) => { throw new Error(text); } };
      const sourced = await createContentPages({
        graphql: (async () => ({ data: { allMarkdownRemark: { nodes: [] } } })) as never,
        actions: {
          createPage: ((page: { path: string; component: string }) => created.push(page)) as never,
          createRedirect: ((redirect: { fromPath: string; toPath: string }) => redirects.push(redirect)) as never,
        },
        reporter: reporter as never,
        fetcher: fetcherFor(sf),
      });
      expect(warnings).toEqual([]);
      expect(sourced?.shopId).toMatch(/^gid:\/\/shopify\/Shop\/\d+$/);
      expect(created.map((page) => page.path)).toEqual(expect.arrayContaining(URLS_BEFORE));
      expect(created.find((page) => page.path === '/refund-policy/')?.component).toBe(TEMPLATES.page);
      expect(redirects).toContainEqual(expect.objectContaining({ fromPath: '/pages/size-guide', toPath: '/blue-bay-size-guide/' }));
    } finally {
      await sf.close();
    }
  });
});
