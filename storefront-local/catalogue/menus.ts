/** Header and footer menus (`menu(handle:)`), as the merchant keeps them (shop/navigation.ts). */
import { FEATURED_COLLECTION_LINKS, HEADER_LINKS, SIZE_GUIDE_PATH } from '../shop/navigation';
import type { CatalogueCollection, CatalogueMenu, MenuItemData } from './types';

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
  const page = (title: string, path: string): MenuItemData => ({ title, path, type: 'PAGE', resourceId: null, items: [] });

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
    page('About us', '/about-us/'),
    page('Contact us', '/contact-us/'),
    page('Shipping and order information', '/shipping-and-order-information/'),
    page('Request a return', '/request-a-return/'),
    page('Size guide', SIZE_GUIDE_PATH),
    page('Student discount', '/student-discount/'),
    page('Stockists', '/stockists/'),
    page('Press', '/press/'),
    page('Privacy policy', '/privacy-policy/'),
    page('Terms and conditions', '/terms-and-conditions/'),
  ];
  return [
    { id: 'gid://shopify/Menu/1', handle: 'main-menu', title: 'Main menu', items: main },
    { id: 'gid://shopify/Menu/2', handle: 'footer', title: 'Footer menu', items: footer },
  ];
}
