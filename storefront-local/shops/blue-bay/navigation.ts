/** The shop's navigation as a merchant keeps it in Shopify admin's menus (`menu(handle:)`). */
export interface NavLink {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly NavLink[] = [
  { label: 'Swim', to: '/collections/all/' },
  { label: "Men's", to: '/collections/mens-collection/' },
  { label: 'Accessories', to: '/collections/accessories/' },
  { label: 'Beachwear', to: '/collections/beachwear/' },
  { label: 'Club Voyages', to: '/collections/the-club-voyages-collection/' },
  { label: 'Sunsoaked', to: '/collections/the-sunsoaked-collection/' },
];

export const FEATURED_COLLECTION_LINKS: readonly NavLink[] = [
  { label: 'CASA DEL MAR', to: '/collections/the-casa-del-mar-collection/' },
  { label: 'ROMANCE BOULEVARD', to: '/collections/the-romance-boulevard-collection/' },
  { label: 'SPELLBOUND', to: '/collections/the-spellbound-collection/' },
  { label: 'SUNSET BEACH', to: '/collections/the-sunset-beach-collection/' },
  { label: 'CLUB VOYAGES', to: '/collections/the-club-voyages-collection/' },
  { label: 'SUNSOAKED', to: '/collections/the-sunsoaked-collection/' },
];

export const SIZE_GUIDE_PATH = '/blue-bay-size-guide/';
