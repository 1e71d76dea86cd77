/** A product's price range in USD cents, shared by its view, the price filter and the PRICE sort. */
import type { CatalogueProduct } from '../catalogue/types';

export const minPriceCents = (p: CatalogueProduct): number => Math.min(...p.variants.map((v) => v.priceCents));
export const maxPriceCents = (p: CatalogueProduct): number => Math.max(...p.variants.map((v) => v.priceCents));
