/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * The merchant's content as the local storefront serves it from content/ (issue 18 item 7), each shape
 * following the shopify.dev page named above its test.
 */
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentSeedError, DEFAULT_CONTENT_DIR, expandDiscountTerms, getShopContent, loadShopContent } from '../../storefront-local/shops/blue-bay/content/seed';
import { DISCOUNT_CODES } from '../../storefront-local/shops/blue-bay/discountCodes';
import { termsInWords } from '../../storefront-local/carts/discountTerms';
import { truncateText } from '../../storefront-local/content/markdown';
import { BLOG_ARTICLES_QUERY, CONTENT_PAGES_QUERY, LOOKBOOK_PRODUCTS_QUERY, SHOP_POLICIES_QUERY, URL_REDIRECTS_QUERY } from '../../src/storefront/documents';
import { slotVariables } from '../../src/lib/documentSlots';
import { SITE_URL, testStorefront, type TestStorefront } from './helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const seedHandles = (dir: string) => readdirSync(path.join(DEFAULT_CONTENT_DIR, dir)).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, '')).sort();

describe('pages', () => {
  // https://shopify.dev/docs/api/storefront/latest/objects/Page
  // https://shopify.dev/docs/api/storefront/latest/queries/pages
  it('lists every page of content/pages with its HTML body, summary, SEO and dates, paged by cursor', async () => {
    const first = await sf.gql(`{ pages(first: 10) { nodes { id handle } pageInfo { hasNextPage endCursor } } }`);
    expect(first.pages.nodes).toHaveLength(10);
    expect(first.pages.pageInfo.hasNextPage).toBe(true);
    const all = await sf.gql(`{ pages(first: 250) { nodes { id handle title body bodySummary createdAt updatedAt onlineStoreUrl seo { title description } } } }`);
    expect(all.pages.nodes.map((p: any) => p.handle).sort()).toEqual(seedHandles('pages'));
    const about = all.pages.nodes.find((p: any) => p.handle === 'about-us');
    expect(about.id).toMatch(/^gid:\/\/shopify\/Page\/\d+$/);
    expect(about.title).toBe('About us');
    expect(about.body).toContain('<h2>What we make</h2>');
    expect(about.body).toContain('<a href="/our-commitment/">Our commitment</a>');
    expect(about.bodySummary).toMatch(/^Blue Bay Swim began in 2017/);
    expect(about.bodySummary).not.toContain('<');
    expect(about.onlineStoreUrl).toBe(`${SITE_URL}/pages/about-us`);
    expect(about.seo.description).toMatch(/recycled nylon/);
    expect(Date.parse(about.updatedAt)).not.toBeNaN();
    const next = await sf.gql(`query ($after: String) { pages(first: 250, after: $after) { nodes { handle } } }`, { after: first.pages.pageInfo.endCursor });
    expect(next.pages.nodes).toHaveLength(all.pages.nodes.length - 10);
  });

  // https://shopify.dev/docs/api/storefront/latest/queries/page
  it('finds a page by handle or id, null for an unknown one, and sorts and searches by title', async () => {
    const byHandle = await sf.gql(`{ page(handle: "contact-us") { id title hero: metafield(namespace: "custom", key: "hero") { value type } } missing: page(handle: "nope") { id } }`);
    expect(byHandle.page.title).toBe('Contact us');
    expect(byHandle.page.hero).toEqual({ value: 'ocean', type: 'single_line_text_field' });
    expect(byHandle.missing).toBeNull();
    const byId = await sf.gql(`query ($id: ID!) { page(id: $id) { handle } node(id: $id) { ... on Page { handle } } }`, { id: byHandle.page.id });
    expect(byId).toEqual({ page: { handle: 'contact-us' }, node: { handle: 'contact-us' } });
    const sorted = await sf.gql(`{ pages(first: 3, sortKey: TITLE, reverse: true) { nodes { title } } search: pages(first: 5, query: "title:press") { nodes { handle } } }`);
    const titles = sorted.pages.nodes.map((p: any) => p.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => b.localeCompare(a, 'en')));
    expect(sorted.search.nodes).toEqual([{ handle: 'press' }]);
  });
});

describe('blogs and articles', () => {
  // https://shopify.dev/docs/api/storefront/latest/objects/Blog
  // https://shopify.dev/docs/api/storefront/latest/queries/blog
  it('serves the journal with its articles newest first, its authors and an article by handle', async () => {
    const data = await sf.gql(`{
      blogs(first: 5) { nodes { handle title } }
      blog(handle: "journal") {
        id title onlineStoreUrl seo { description }
        authors { name }
        articles(first: 10, sortKey: PUBLISHED_AT, reverse: true) { nodes { handle publishedAt } }
        articleByHandle(handle: "bratty-night-out") { title authorV2 { name firstName lastName } tags blog { handle } }
      }
    }`);
    expect(data.blogs.nodes).toEqual([{ handle: 'journal', title: 'The Blue Bay journal' }]);
    expect(data.blog.onlineStoreUrl).toBe(`${SITE_URL}/blogs/journal`);
    expect(data.blog.seo.description).toMatch(/^Styling guides/);
    const dates = data.blog.articles.nodes.map((a: any) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.blog.articles.nodes.map((a: any) => a.handle).sort()).toEqual(seedHandles('blogs/journal'));
    expect(data.blog.articleByHandle).toMatchObject({
      title: 'Bratty Night Out: how to take your swimwear out after dark',
      authorV2: { name: 'Jade Okafor', firstName: 'Jade', lastName: 'Okafor' },
      tags: ['Styling', 'Bratty Night Out', 'Beachwear'],
      blog: { handle: 'journal' },
    });
    expect(data.blog.authors.map((a: any) => a.name)).toContain('Jade Okafor');
  });

  // https://shopify.dev/docs/api/storefront/latest/objects/Article
  // https://shopify.dev/docs/api/storefront/latest/queries/articles
  it('gives an article its HTML, text, excerpt and date; articles search by tag and author; article(id) and node(id) find it', async () => {
    const data = await sf.gql(`{
      articles(first: 10, query: "tag:Styling") { nodes { id handle contentHtml content excerpt short: content(truncateAt: 40) publishedAt onlineStoreUrl } }
      byAuthor: articles(first: 10, query: "author:'Sofia Reyes'") { nodes { handle } }
    }`);
    expect(data.articles.nodes.map((a: any) => a.handle)).toEqual(['bratty-night-out']);
    const post = data.articles.nodes[0];
    expect(post.contentHtml).toContain('<strong>Bratty Night Out</strong>');
    expect(post.content).not.toContain('<');
    expect(post.short.length).toBeLessThanOrEqual(41);
    expect(post.short.endsWith('…')).toBe(true);
    expect(post.excerpt).toMatch(/^Our stylist's guide/);
    expect(post.publishedAt.slice(0, 10)).toBe('2026-08-14');
    expect(post.onlineStoreUrl).toBe(`${SITE_URL}/blogs/journal/bratty-night-out`);
    expect(data.byAuthor.nodes).toEqual([{ handle: 'about-glamz' }]);
    const byId = await sf.gql(`query ($id: ID!) { article(id: $id) { handle } node(id: $id) { ... on Article { title } } }`, { id: post.id });
    expect(byId.article.handle).toBe('bratty-night-out');
    expect(byId.node.title).toMatch(/^Bratty Night Out/);
  });
});

describe('shop policies', () => {
  // https://shopify.dev/docs/api/storefront/latest/objects/ShopPolicy
  it('serves the four policies with their fixed handles, HTML bodies and /policies/ URLs', async () => {
    const { shop } = await sf.gql(`{ shop {
      privacyPolicy { id handle title body url }
      refundPolicy { handle title }
      shippingPolicy { handle title }
      termsOfService { handle title body }
    } }`);
    expect(shop.privacyPolicy).toMatchObject({ handle: 'privacy-policy', title: 'Privacy policy', url: `${SITE_URL}/policies/privacy-policy` });
    expect(shop.privacyPolicy.id).toMatch(/^gid:\/\/shopify\/ShopPolicy\/\d+$/);
    expect(shop.privacyPolicy.body).toContain('<table>');
    expect(shop.refundPolicy).toEqual({ handle: 'refund-policy', title: 'Refund policy' });
    expect(shop.shippingPolicy).toEqual({ handle: 'shipping-policy', title: 'Shipping and order information' });
    expect(shop.termsOfService.handle).toBe('terms-of-service');
    expect(shop.termsOfService.body).toContain('<h2>7. Returns and cancellations</h2>');
  });

  it('answers null for a policy the merchant has not written', async () => {
    const alone = await testStorefront({ content: { pages: [], blogs: [], policies: [], redirects: [] } });
    try {
      const { shop } = await alone.gql(`{ shop { privacyPolicy { id } refundPolicy { id } } }`);
      expect(shop).toEqual({ privacyPolicy: null, refundPolicy: null });
    } finally {
      await alone.close();
    }
  });
});

describe('sitemap', () => {
  // https://shopify.dev/docs/api/storefront/latest/queries/sitemap
  // https://shopify.dev/docs/api/storefront/latest/objects/PaginatedSitemapResources (at most 250 items a page)
  it('counts pages of 250 resources per type and pages through them with hasNextPage', async () => {
    const listed = sf.app.storefront.catalogue.products.filter((p) => !p.hidden).length;
    const lastPage = Math.ceil(listed / 250);
    const data = await sf.gql(`query ($last: Int!) {
      products: sitemap(type: PRODUCT) { pagesCount { count precision } first: resources(page: 1) { hasNextPage items { handle updatedAt } } last: resources(page: $last) { hasNextPage items { handle } } }
      pages: sitemap(type: PAGE) { pagesCount { count } resources(page: 1) { hasNextPage items { handle ... on SitemapResource { title } } } }
      articles: sitemap(type: ARTICLE) { resources(page: 1) { items { handle } } }
      metaobjects: sitemap(type: METAOBJECT) { pagesCount { count } resources(page: 1) { hasNextPage items { handle } } }
    }`, { last: lastPage });
    expect(data.products.pagesCount).toEqual({ count: lastPage, precision: 'EXACT' });
    expect(data.products.first.items).toHaveLength(250);
    expect(data.products.first.hasNextPage).toBe(true);
    expect(data.products.last.hasNextPage).toBe(false);
    expect(data.products.last.items).toHaveLength(listed - 250 * (lastPage - 1));
    expect(data.pages.pagesCount.count).toBe(1);
    expect(data.pages.resources.hasNextPage).toBe(false);
    expect(data.pages.resources.items.map((i: any) => i.handle).sort()).toEqual(seedHandles('pages'));
    expect(data.pages.resources.items.find((i: any) => i.handle === 'press').title).toBe('Press');
    expect(data.articles.resources.items).toHaveLength(seedHandles('blogs/journal').length);
    // Only metaobjects with web pages (the lookbooks) are listed: tests/storefront-local/content/metaobjects.test.ts.
    expect(data.metaobjects.pagesCount).toEqual({ count: 1 });
    expect(data.metaobjects.resources.items.map((i: any) => i.handle).sort()).toEqual(seedHandles('lookbooks'));
  });
});

describe('URL redirects', () => {
  // https://shopify.dev/docs/api/storefront/latest/objects/UrlRedirect
  // https://shopify.dev/docs/api/storefront/latest/queries/urlRedirects
  it('lists the merchant redirects of content/url-redirects.json and filters them by path', async () => {
    const data = await sf.gql(`{ urlRedirects(first: 50) { nodes { id path target } } one: urlRedirects(first: 5, query: "path:/blogs/news") { nodes { target } } }`);
    expect(data.urlRedirects.nodes).toContainEqual(expect.objectContaining({ path: '/pages/size-guide', target: '/blue-bay-size-guide/' }));
    expect(data.urlRedirects.nodes[0].id).toMatch(/^gid:\/\/shopify\/UrlRedirect\/\d+$/);
    expect(data.one.nodes).toEqual([{ target: '/blog/' }]);
  });
});

describe('discount terms on the pages that advertise a code', () => {
  it('renders {{discount-terms CODE}} as that code’s terms, and names an unknown code as a mistake', () => {
    const unknown: string[] = [];
    const out = expandDiscountTerms('Intro\n\n{{discount-terms student30}}\n\n{{discount-terms NOPE}}\n', (code) => unknown.push(code));
    expect(out).toContain('Terms of code **STUDENT30**:\n\n- 30% off each full-price item.\n');
    expect(out).toContain('{{discount-terms NOPE}}');
    expect(unknown).toEqual(['NOPE']);
  });

  it.each([
    ['student-discount', ['STUDENT30']],
    ['welcome-to-bb', ['WELCOME10']],
    ['newsletter-sign-up', ['WELCOME10']],
    ['newsletter-sign-up-uk', ['WELCOME10']],
    ['newsletter-sign-up-us', ['WELCOME10']],
    ['blue-bay-beach-club', ['BBFRIEND20', 'BBCLUB10', 'BBCLUB20']],
    ['fall-sets-terms-conditions', ['FALLSETS']],
  ])('the %s page lists every term of %s, word for word', (handle, codes) => {
    const page = getShopContent().pages.find((p) => p.handle === handle)!;
    expect(page.body).not.toContain('{{');
    for (const code of codes) {
      expect(page.body).toContain(`Terms of code <strong>${code}</strong>:`);
      for (const term of termsInWords(DISCOUNT_CODES[code]!, DISCOUNT_CODES)) expect(page.body).toContain(`<li>${term}</li>`);
    }
  });
});

describe('the content seed', () => {
  const write = (root: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('names every mistake in the markdown at once, with its file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bb-content-'));
    write(root, 'pages/Bad Name.md', '---\ntitle: "x"\n---\nBody');
    write(root, 'pages/untitled.md', '---\nhero: "ocean"\n---\nBody');
    write(root, 'blogs/journal.md', '---\ntitle: "Journal"\n---\n');
    write(root, 'blogs/journal/undated.md', '---\ntitle: "Post"\nauthor: "Ana"\n---\nBody');
    write(root, 'policies/returns.md', '---\ntitle: "Returns"\n---\nBody');
    write(root, 'url-redirects.json', '[{ "path": "no-slash", "target": "/x/" }]');
    let error: unknown;
    try {
      loadShopContent(root);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentSeedError);
    const dir = path.basename(root);
    expect((error as ContentSeedError).problems).toEqual([
      `${dir}/pages/Bad Name.md: the file name is the handle and must be lowercase and hyphenated`,
      `${dir}/pages/untitled.md: frontmatter needs title`,
      `${dir}/blogs/journal/undated.md: date must be a day such as 2026-10-01`,
      `${dir}/policies/returns.md: a policy file is named for its Shopify handle: privacy-policy, refund-policy, shipping-policy, terms-of-service`,
      `${dir}/url-redirects.json: entry 1 needs a path starting with "/" and a target path or URL`,
    ]);
  });

  // https://shopify.dev/docs/api/storefront/latest/objects/Article (image: Image)
  it('gives every journal article an image of its own on the CDN, and checks the frontmatter that draws it', async () => {
    const data = await sf.gql(`{ blog(handle: "journal") { articles(first: 10) { nodes { handle image { url altText width height } } } } }`);
    const images = data.blog.articles.nodes.map((a: any) => a.image);
    expect(images.every((i: any) => i && i.width === 1600 && i.height === 900 && i.altText.length > 10)).toBe(true);
    expect(new Set(images.map((i: any) => i.url)).size).toBe(images.length);
    const pictures = await Promise.all(
      images.map(async (i: any) => {
        const answer = await sf.app.inject({ method: 'GET', url: `${new URL(i.url).pathname}?width=240`, headers: { accept: 'image/webp' } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        return answer.rawPayload.toString('base64');
      }),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
    expect((await sf.app.inject({ method: 'GET', url: '/cdn/shop/articles/no-such-post.png' })).statusCode).toBe(404);

    const root = mkdtempSync(path.join(tmpdir(), 'bb-content-'));
    write(root, 'blogs/journal.md', '---\ntitle: "Journal"\n---\n');
    write(
      root,
      'blogs/journal/post.md',
      '---\ntitle: "Post"\nauthor: "Ana"\ndate: "2026-01-02"\nimage:\n  backdrop: moon\n  garments:\n    - { silhouette: rocket, print: no-print }\n---\nBody',
    );
    const problems = (() => {
      try {
        loadShopContent(root);
        return [];
      } catch (error) {
        return (error as ContentSeedError).problems;
      }
    })();
    const file = `${path.basename(root)}/blogs/journal/post.md`;
    expect(problems).toEqual([
      `${file}: image.alt must describe the picture`,
      `${file}: image.backdrop must be one of sunset, ocean, sand, palm, coral, night`,
      expect.stringMatching(new RegExp(`^${file}: image.garments\\[0\\].silhouette must be one of set, one-piece`)),
      `${file}: image.garments[0].print "no-print" is not a print of the catalogue`,
    ]);
  });

  it('reads the repository content/ without a mistake', () => {
    const content = loadShopContent();
    expect(content.policies.map((p) => p.field).sort()).toEqual(['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService']);
  });

  it('truncates text at a word boundary with an ellipsis, as truncateAt does', () => {
    expect(truncateText('Golden hour on the beach', 14)).toBe('Golden hour on…');
    expect(truncateText('Short', 14)).toBe('Short');
  });
});

describe("the site's content documents", () => {
  // The build's own documents (src/storefront/documents/content.ts) against this server.
  it('CONTENT_PAGES_QUERY, BLOG_ARTICLES_QUERY, SHOP_POLICIES_QUERY and URL_REDIRECTS_QUERY run without errors and page by cursor', async () => {
    const pages = await sf.gql(CONTENT_PAGES_QUERY, { first: 20 });
    expect(pages.pages.nodes).toHaveLength(20);
    const rest = await sf.gql(CONTENT_PAGES_QUERY, { first: 250, after: pages.pages.pageInfo.endCursor });
    expect(rest.pages.pageInfo.hasNextPage).toBe(false);
    expect(pages.pages.nodes.length + rest.pages.nodes.length).toBe(seedHandles('pages').length);
    const blog = await sf.gql(BLOG_ARTICLES_QUERY, { handle: 'journal', first: 2 });
    expect(blog.blog.articles.nodes).toHaveLength(2);
    expect(blog.blog.articles.pageInfo.hasNextPage).toBe(true);
    const missing = await sf.gql(BLOG_ARTICLES_QUERY, { handle: 'news' });
    expect(missing.blog).toBeNull();
    const policies = await sf.gql(SHOP_POLICIES_QUERY);
    const { id, ...policyFields } = policies.shop;
    expect(id).toMatch(/^gid:\/\/shopify\/Shop\/\d+$/);
    expect(Object.values(policyFields).every((policy: any) => policy.body.length > 500)).toBe(true);
    const redirects = await sf.gql(URL_REDIRECTS_QUERY);
    expect(redirects.urlRedirects.nodes.length).toBeGreaterThan(0);
  });
});

describe('lookbook products', () => {
  // https://shopify.dev/docs/api/storefront/latest/queries/product (by handle; null when there is none)
  it('answers the products a batch of looks names, null for a handle the store lacks, nothing for unused slots', async () => {
    const handle = sf.app.storefront.catalogue.products[0]!.handle;
    const data = await sf.gql(LOOKBOOK_PRODUCTS_QUERY, slotVariables([handle, 'no-such-product']));
    expect(data.p0.handle).toBe(handle);
    expect(data.p0.priceRange.minVariantPrice.amount).toEqual(expect.any(String));
    expect(data.p1).toBeNull();
    expect(Object.keys(data).sort()).toEqual(['p0', 'p1']);
  });
});
