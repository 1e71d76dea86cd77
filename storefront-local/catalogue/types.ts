/** The shape of the generated catalogue. Prices are in USD cents (the shop currency). */
import type { Category, GarmentType } from './garments';
import type { Print } from './prints';

export interface CatalogueImage {
  id: string;
  /** Path on the storefront origin, e.g. /cdn/shop/products/marina-top-coral-reef-1.png */
  path: string;
  altText: string;
  width: number;
  height: number;
}

export interface CatalogueVariant {
  id: string;
  numericId: number;
  productIndex: number;
  title: string;
  sku: string;
  optionName: string;
  optionValue: string;
  priceCents: number;
  compareAtCents: number | null;
  inventory: number;
}

export interface CatalogueMetafield {
  namespace: string;
  key: string;
  type: string;
  value: string;
}

export interface CatalogueProduct {
  index: number;
  id: string;
  numericId: number;
  handle: string;
  title: string;
  garmentName: string;
  type: GarmentType;
  category: Category;
  print: Print;
  theme: string | null;
  vendor: string;
  productType: string;
  description: string;
  descriptionHtml: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  variants: CatalogueVariant[];
  images: CatalogueImage[];
  metafields: CatalogueMetafield[];
  /** Higher sells better (BEST_SELLING sort). */
  salesScore: number;
  partner: boolean;
  onSale: boolean;
  discountPercent: number;
  newArrival: boolean;
  bestSeller: boolean;
  /** Free gifts and shipping protection: not listed in collections or search. */
  hidden: boolean;
  isGiftCard: boolean;
}

export interface CatalogueCollection {
  index: number;
  id: string;
  numericId: number;
  handle: string;
  title: string;
  description: string;
  productIndices: number[];
  image: CatalogueImage;
  /** The print whose pattern the collection banner shows. */
  print: Print;
  updatedAt: string;
}

export interface MenuItemData {
  title: string;
  /** Path on the site, e.g. /collections/all/ */
  path: string;
  type: 'COLLECTION' | 'HTTP' | 'PAGE' | 'SHOP_POLICY' | 'FRONTPAGE' | 'CATALOG' | 'BLOG' | 'SEARCH';
  resourceId: string | null;
  /** The linked page's or policy's handle (PAGE, SHOP_POLICY): its resource is found in the shop's content. */
  handle?: string;
  items: MenuItemData[];
}

export interface CatalogueMenu {
  id: string;
  handle: string;
  title: string;
  items: MenuItemData[];
}

export interface Catalogue {
  products: CatalogueProduct[];
  collections: CatalogueCollection[];
  menus: CatalogueMenu[];
  productByHandle: ReadonlyMap<string, CatalogueProduct>;
  productById: ReadonlyMap<string, CatalogueProduct>;
  variantById: ReadonlyMap<string, CatalogueVariant>;
  collectionByHandle: ReadonlyMap<string, CatalogueCollection>;
  collectionById: ReadonlyMap<string, CatalogueCollection>;
  /** Collections each product belongs to (indices into collections). */
  collectionsOfProduct: ReadonlyMap<number, number[]>;
  /** Bundle variant id → its component variants (bundles.ts); absent or empty: no bundles. */
  bundleComponents?: ReadonlyMap<string, ReadonlyArray<{ merchandiseId: string; quantity: number }>>;
}
