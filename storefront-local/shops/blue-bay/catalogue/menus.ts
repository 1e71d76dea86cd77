/** Header and footer menus (`menu(handle:)`), as the merchant keeps them (shop/navigation.ts). */
import { FEATURED_COLLECTION_LINKS, HEADER_LINKS, SIZE_GUIDE_PATH } from '../navigation';

// The size guide page's handle (its site path without slashes).
const SIZE_GUIDE_PAGE = SIZE_GUIDE_PATH.replace(/\//g, '');
import type { CatalogueCollection, CatalogueMenu, MenuItemData } from '../../../catalogue/types';

export function generateMenus(collectionByHandle: ReadonlyMap<string, CatalogueCollection>): CatalogueMenu[] {
  const collectionItem = (title: string, path: string, items: MenuItemData[] = []): MenuItemData => {
    const handle = /^\/collections\/([^/]+)\/?$/.exec(path)?.[1];
    const collection = handle ? collectionByHandle.get(handle) : undefined;
    return {
      title,
      path: path.endsWith('/') ? path : `${path}/`,
      type: collection ? 'COLLECTION' : 'HTTP',
      resourceId: collection?.id ?? null,
      items,
    };
  };
  // Pages and policies are the shop's content (content/): the view finds them by handle.
  const page = (title: string, handle: string): MenuItemData => ({ title, path: `/pages/${handle}`, type: 'PAGE', handle, resourceId: null, items: [] });
  const policy = (title: string, handle: string): MenuItemData => ({ title, path: `/policies/${handle}`, type: 'SHOP_POLICY', handle, resourceId: null, items: [] });

  const main: MenuItemData[] = HEADER_LINKS.map((link) => {
    if (link.to === '/collections/all/') {
      return collectionItem(link.label, link.to, [
        collectionItem('Tops', '/collections/tops/'),
        collectionItem('Bottoms', '/collections/bottoms/'),
        collectionItem('Sets', '/collections/sets/'),
        collectionItem('One-Pieces', '/collections/one-pieces/'),
        collectionItem('New Arrivals', '/collections/new-arrivals/'),
        collectionItem('Best Sellers', '/collections/best-sellers/'),
        collectionItem('Sale', '/collections/sale/'),
      ]);
    }
    if (link.to === '/collections/accessories/') {
      return collectionItem(link.label, link.to, [
        collectionItem('Towels', '/collections/towels/'),
        collectionItem('Bags', '/collections/bags/'),
        collectionItem('Hats', '/collections/hats/'),
        collectionItem('Sticker Packs', '/collections/sticker-packs/'),
      ]);
    }
    return collectionItem(link.label, link.to);
  });
  main.push(
    collectionItem(
      'Collections',
      '/collections/all/',
      FEATURED_COLLECTION_LINKS.map((tile) => collectionItem(tile.label, tile.to)),
    ),
  );

  const footer: MenuItemData[] = [
    page('About us', 'about-us'),
    page('Contact us', 'contact-us'),
    policy('Shipping and order information', 'shipping-policy'),
    page('Request a return', 'request-a-return'),
    page('Size guide', SIZE_GUIDE_PAGE),
    page('Student discount', 'student-discount'),
    page('Stockists', 'stockists'),
    page('Press', 'press'),
    policy('Privacy policy', 'privacy-policy'),
    policy('Terms and conditions', 'terms-of-service'),
  ];
  return [
    { id: 'gid://shopify/Menu/1', handle: 'main-menu', title: 'Main menu', items: main },
    { id: 'gid://shopify/Menu/2', handle: 'footer', title: 'Footer menu', items: footer },
  ];
}
