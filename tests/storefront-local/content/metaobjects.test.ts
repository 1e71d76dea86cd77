/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL responses are read loosely in these tests */
/**
 * The shop's metaobjects, made from content/lookbooks/*.md (a `lookbook` per file, a `lookbook_entry` per look),
 * served as the Storefront API documents them:
 * - https://shopify.dev/docs/api/storefront/latest/queries/metaobject (by `handle: {type, handle}` or `id`)
 * - https://shopify.dev/docs/api/storefront/latest/queries/metaobjects (`type` required; sortKey "id" or "updated_at")
 * - https://shopify.dev/docs/api/storefront/latest/objects/Metaobject (fields, field(key), handle, type, updatedAt,
 *   onlineStoreUrl: "Returns null if the metaobject definition doesn't have the online_store capability", seo)
 * - https://shopify.dev/docs/api/storefront/latest/objects/MetaobjectField (reference / references)
 * - https://shopify.dev/docs/api/storefront/latest/objects/SitemapResourceMetaobject (metaobjects with web pages)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { getCatalogue } from '../../../storefront-local/shops/blue-bay/catalogue/seedCatalogue';
import { shopMetaobjects } from '../../../storefront-local/content/metaobjects';
import { ContentSeedError } from '../../../storefront-local/shops/blue-bay/content/seed';
import { SITE_URL, testStorefront, TOKEN, type TestStorefront } from '../helpers';

interface Lookbook {
  handle: string;
  title: string;
  description: string;
  date: string;
  looks: Array<{ title: string; caption: string; products: string[] }>;
}

const DIR = path.resolve(__dirname, '../../../content/lookbooks');
const LOOKBOOKS: Lookbook[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((file) => {
    const data = matter(readFileSync(path.join(DIR, file), 'utf8')).data as Omit<Lookbook, 'handle'>;
    return { ...data, date: String(data.date), handle: file.replace(/\.md$/, '') };
  });
const afterglow = LOOKBOOKS.find((l) => l.handle === 'afterglow')!;

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

const LOOKBOOK_FIELDS = `id handle type updatedAt onlineStoreUrl
  seo { title { value } description { value } }
  title: field(key: "title") { value }
  missing: field(key: "nope") { value }
  fields { key type value }
  entries: field(key: "entries") { type reference { __typename } references(first: 10) { nodes { ... on Metaobject { id handle type } } } }`;

describe('metaobject', () => {
  it('finds a lookbook by type and handle, with its fields, SEO and web page', async () => {
    const { metaobject } = await sf.gql(`{ metaobject(handle: { type: "lookbook", handle: "afterglow" }) { ${LOOKBOOK_FIELDS} } }`);
    expect(metaobject).toMatchObject({
      handle: 'afterglow',
      type: 'lookbook',
      updatedAt: `${afterglow.date}T12:00:00Z`,
      onlineStoreUrl: `${SITE_URL}/pages/lookbooks/afterglow`,
      seo: { title: { value: afterglow.title }, description: { value: afterglow.description } },
      title: { value: afterglow.title },
      missing: null,
    });
    expect(metaobject.id).toMatch(/^gid:\/\/shopify\/Metaobject\/\d+$/);
    const byKey = Object.fromEntries(metaobject.fields.map((f: any) => [f.key, f]));
    expect(byKey.published_on).toEqual({ key: 'published_on', type: 'date', value: afterglow.date });
    expect(byKey.entries.type).toBe('list.metaobject_reference');
    // A list reference answers `references`, not `reference`.
    expect(metaobject.entries.reference).toBeNull();
    expect(metaobject.entries.references.nodes.map((n: any) => n.type)).toEqual(afterglow.looks.map(() => 'lookbook_entry'));
    expect(JSON.parse(byKey.entries.value)).toEqual(metaobject.entries.references.nodes.map((n: any) => n.id));
  });

  it('finds the same object by id and through node(id:); an unknown handle, type or id is null', async () => {
    const { metaobject } = await sf.gql('{ metaobject(handle: { type: "lookbook", handle: "sunchasers" }) { id } }');
    const data = await sf.gql(
      `query ($id: ID!) {
        byId: metaobject(id: $id) { handle }
        node(id: $id) { __typename ... on Metaobject { handle type } }
        wrongType: metaobject(handle: { type: "lookbook_entry", handle: "sunchasers" }) { id }
        unknown: metaobject(handle: { type: "lookbook", handle: "no-such-lookbook" }) { id }
        unknownId: metaobject(id: "gid://shopify/Metaobject/1") { id }
      }`,
      { id: metaobject.id },
    );
    expect(data).toEqual({ byId: { handle: 'sunchasers' }, node: { __typename: 'Metaobject', handle: 'sunchasers', type: 'lookbook' }, wrongType: null, unknown: null, unknownId: null });
  });

  it('gives each look its caption, products, picture and lookbook, and no web page', async () => {
    const { metaobject } = await sf.gql(`{ metaobject(handle: { type: "lookbook", handle: "afterglow" }) {
      id
      entries: field(key: "entries") { references(first: 10) { nodes { ... on Metaobject {
        handle onlineStoreUrl seo { title { value } }
        title: field(key: "title") { value }
        caption: field(key: "caption") { type value }
        products: field(key: "products") { type references(first: 10) { nodes { __typename ... on Product { handle } } } }
        image: field(key: "image") { type reference { __typename ... on MediaImage { alt image { url } } } }
        lookbook: field(key: "lookbook") { reference { ... on Metaobject { id handle } } references(first: 1) { nodes { __typename } } }
      } } } }
    } }`);
    const looks = metaobject.entries.references.nodes;
    expect(looks.map((l: any) => [l.title.value, l.caption.value])).toEqual(afterglow.looks.map((l) => [l.title, l.caption]));
    expect(looks.map((l: any) => l.products.references.nodes.map((p: any) => p.handle))).toEqual(afterglow.looks.map((l) => l.products));
    const first = looks[0];
    expect(first.handle).toBe('afterglow-the-last-swim');
    expect(first.onlineStoreUrl).toBeNull();
    expect(first.seo).toBeNull();
    expect(first.caption.type).toBe('multi_line_text_field');
    expect(first.products.type).toBe('list.product_reference');
    expect(first.image.type).toBe('file_reference');
    expect(first.image.reference).toEqual({
      __typename: 'MediaImage',
      alt: expect.stringMatching(/front$/),
      image: { url: `http://localhost:8787/cdn/shop/products/${afterglow.looks[0]!.products[0]}-1.png` },
    });
    expect(first.lookbook.reference).toEqual({ id: metaobject.id, handle: 'afterglow' });
    expect(first.lookbook.references).toBeNull();
    // The picture is the product's own: the CDN serves it.
    const picture = await sf.app.inject({ method: 'GET', url: `/cdn/shop/products/${afterglow.looks[0]!.products[0]}-1.png?width=100`, headers: { accept: 'image/png' } });
    expect(picture.statusCode).toBe(200);
  });
});

describe('metaobjects', () => {
  const LIST = `query ($type: String!, $first: Int, $after: String, $last: Int, $before: String, $sortKey: String, $reverse: Boolean) {
    metaobjects(type: $type, first: $first, after: $after, last: $last, before: $before, sortKey: $sortKey, reverse: $reverse) {
      nodes { id handle updatedAt } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }`;

  it('pages through every lookbook by cursor, both ways, in id order', async () => {
    const all = (await sf.gql(LIST, { type: 'lookbook', first: 250 })).metaobjects.nodes;
    expect(all.map((n: any) => n.handle)).toEqual(LOOKBOOKS.map((l) => l.handle));
    const ids = all.map((n: any) => Number(n.id.split('/').pop()));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const page1 = (await sf.gql(LIST, { type: 'lookbook', first: 4 })).metaobjects;
    expect(page1.nodes.map((n: any) => n.handle)).toEqual(LOOKBOOKS.slice(0, 4).map((l) => l.handle));
    expect(page1.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const page2 = (await sf.gql(LIST, { type: 'lookbook', first: 4, after: page1.pageInfo.endCursor })).metaobjects;
    expect(page2.nodes.map((n: any) => n.handle)).toEqual(LOOKBOOKS.slice(4, 8).map((l) => l.handle));
    const back = (await sf.gql(LIST, { type: 'lookbook', last: 2, before: page2.pageInfo.startCursor })).metaobjects;
    expect(back.nodes.map((n: any) => n.handle)).toEqual(LOOKBOOKS.slice(2, 4).map((l) => l.handle));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
  });

  it('sorts by updated_at and reverses; lists the looks under their own type; an unknown type is empty', async () => {
    const newest = (await sf.gql(LIST, { type: 'lookbook', first: 250, sortKey: 'updated_at', reverse: true })).metaobjects.nodes;
    const byDate = [...LOOKBOOKS].sort((a, b) => b.date.localeCompare(a.date)).map((l) => l.handle);
    expect(newest.map((n: any) => n.handle)).toEqual(byDate);
    expect(newest.map((n: any) => n.updatedAt)).toEqual([...newest.map((n: any) => n.updatedAt)].sort().reverse());

    const entries = (await sf.gql(LIST, { type: 'lookbook_entry', first: 250 })).metaobjects.nodes;
    expect(entries).toHaveLength(LOOKBOOKS.reduce((n, l) => n + l.looks.length, 0));
    expect((await sf.gql(LIST, { type: 'designer', first: 5 })).metaobjects.nodes).toEqual([]);
  });

  it('refuses a sort key other than id and updated_at, and a page without first or last', async () => {
    const badSort = await sf.request(LIST, { type: 'lookbook', first: 5, sortKey: 'display_name' });
    expect(badSort.errors?.[0]?.message).toMatch(/sortKey/);
    const noPage = await sf.request(LIST, { type: 'lookbook' });
    expect(noPage.errors?.[0]?.message).toMatch(/first or last/);
  });

  it('answers on the 2026-04 schema too', async () => {
    const response = await sf.app.inject({
      method: 'POST',
      url: '/api/2026-04/graphql.json',
      headers: { 'x-shopify-storefront-access-token': TOKEN, 'content-type': 'application/json' },
      payload: { query: '{ metaobjects(type: "lookbook", first: 1) { nodes { handle } } }' },
    });
    expect(response.json().data.metaobjects.nodes).toEqual([{ handle: LOOKBOOKS[0]!.handle }]);
  });
});

describe('sitemap(type: METAOBJECT)', () => {
  it('lists the metaobjects with web pages (the lookbooks, not their looks) with type and URL handle', async () => {
    const { sitemap } = await sf.gql(`{ sitemap(type: METAOBJECT) {
      pagesCount { count }
      resources(page: 1) { hasNextPage items { __typename handle updatedAt ... on SitemapResourceMetaobject { type onlineStoreUrlHandle } } }
    } }`);
    expect(sitemap.pagesCount.count).toBe(1);
    expect(sitemap.resources.hasNextPage).toBe(false);
    expect(sitemap.resources.items).toEqual(
      LOOKBOOKS.map((l) => ({ __typename: 'SitemapResourceMetaobject', handle: l.handle, updatedAt: `${l.date}T12:00:00Z`, type: 'lookbook', onlineStoreUrlHandle: 'lookbooks' })),
    );
  });
});

describe('the metaobject seed', () => {
  it('refuses a look naming a product the catalogue does not have, naming its file', () => {
    const content = {
      pages: [],
      blogs: [],
      policies: [],
      redirects: [],
      lookbooks: [{ file: 'content/lookbooks/oops.md', handle: 'oops', title: 'Oops', description: null, date: '2026-01-01', hero: null, position: null, looks: [{ title: 'One', caption: 'A look.', products: ['no-such-product'] }] }],
    };
    expect(() => shopMetaobjects(content, getCatalogue())).toThrow(ContentSeedError);
    expect(() => shopMetaobjects(content, getCatalogue())).toThrow(/content\/lookbooks\/oops\.md: look "One" names no-such-product/);
  });
});
