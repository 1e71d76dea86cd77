/** The shapes the build's sourcing produces and keeps between builds. */
import type { AllCollectionsQuery, AllProductsQuery } from '../../storefront/generated/storefront.generated';
import type { ApiFilter } from '../../lib/listingFilters';

export type SourcedProduct = AllProductsQuery['products']['nodes'][number];
export type SourcedCollectionNode = AllCollectionsQuery['collections']['nodes'][number];

export interface CollectionFirstPage {
  handles: string[];
  hasNextPage: boolean;
  endCursor: string | null;
  filters: ApiFilter[];
}

export interface SourcedCollection extends SourcedCollectionNode {
  firstPage: CollectionFirstPage;
}

export interface SourcedShop {
  products: SourcedProduct[];
  collections: SourcedCollection[];
  requests: number;
  /** Products fetched in full this time (all of them unless a previous build's catalogue was reused). */
  fetchedProducts: number;
  /** Collections whose first listing page was fetched this time. */
  fetchedCollections: number;
  /** Whether the previous build's catalogue was the starting point. */
  incremental: boolean;
}

/** What a build keeps for the next one: the catalogue it sourced and how far its changes reach. */
export interface ShopSnapshot {
  version: 1;
  /** The endpoint and documents it was sourced with; anything else means a full sourcing. */
  key: string;
  /** When it was sourced (ms); an old snapshot is sourced again in full. */
  sourcedAt: number;
  /** The newest product updatedAt seen: the next build asks for products updated since. */
  watermark: string | null;
  products: SourcedProduct[];
  collections: SourcedCollection[];
}

/** Where snapshots live between builds (a file under .cache/ for Gatsby; memory in tests). */
export interface SnapshotStore {
  read(): Promise<unknown>;
  write(snapshot: ShopSnapshot): Promise<void>;
}

