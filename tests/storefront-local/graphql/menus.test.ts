/**
 * Menus point at Shopify resources, as https://shopify.dev/docs/api/storefront/latest/objects/MenuItem
 * gives them: `resource` (the Collection, Page or ShopPolicy itself), `resourceId`, a `type` of
 * MenuItemType (COLLECTION, PAGE, SHOP_POLICY, …) and a `url` on the shop's domain in Shopify's shape
 * (`/collections/{handle}`, `/pages/{handle}`, `/policies/{handle}`). Hydrogen, Next.js Commerce and
 * Nuxt route menus from these fields; every resource a menu links exists.
 */
import { SITE_URL, testStorefront, type TestStorefront } from '../helpers';

let sf: TestStorefront;
beforeAll(async () => {
  sf = await testStorefront();
});
afterAll(() => sf.close());

interface Item {
  title: string;
  type: string;
  url: string;
  resourceId: string | null;
  resource: { __typename: string; id: string; handle: string } | null;
  items: Item[];
}

const MENU = `query Menu($handle: String!) {
  menu(handle: $handle) {
    items { ...item items { ...item } }
  }
}
fragment item on MenuItem {
  title type url resourceId
  resource { __typename ... on Collection { id handle } ... on Page { id handle } ... on ShopPolicy { id handle } }
}`;

const menu = async (handle: string) => (await sf.gql<{ menu: { items: Item[] } }>(MENU, { handle })).menu.items;
const all = (items: Item[]): Item[] => items.flatMap((i) => [i, ...all(i.items ?? [])]);

describe('menus', () => {
  it('link collections as COLLECTION items with the collection itself', async () => {
    const items = all(await menu('main-menu'));
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.type, item.title).toBe('COLLECTION');
      expect(item.resource, item.title).toMatchObject({ __typename: 'Collection', id: item.resourceId });
      expect(item.url, item.title).toBe(`${SITE_URL}/collections/${item.resource!.handle}`);
    }
  });

  it('link pages and policies as PAGE and SHOP_POLICY items, every one of which exists', async () => {
    const items = await menu('footer');
    const privacy = items.find((i) => i.title === 'Privacy policy');
    expect(privacy).toMatchObject({ type: 'SHOP_POLICY', url: `${SITE_URL}/policies/privacy-policy`, resource: { __typename: 'ShopPolicy', handle: 'privacy-policy' } });
    for (const item of items) {
      expect(['PAGE', 'SHOP_POLICY'], item.title).toContain(item.type);
      expect(item.resourceId, item.title).toBe(item.resource?.id);
      const kind = item.type === 'PAGE' ? 'pages' : 'policies';
      expect(item.url, item.title).toBe(`${SITE_URL}/${kind}/${item.resource!.handle}`);
      if (item.type === 'PAGE') {
        const { page } = await sf.gql<{ page: { id: string } | null }>('query P($h: String!) { page(handle: $h) { id } }', { h: item.resource!.handle });
        expect(page?.id, item.title).toBe(item.resourceId);
      }
    }
  });
});
