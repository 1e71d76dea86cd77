/**
 * A product page's size in its address (`?variant=`) and its options: all the product page needs in
 * the browser, apart from lib/product.ts (which turns the Storefront's product into the page's data
 * at build time, with its schemas).
 */
import { storeId } from './ids';

/**
 * The variant named by `?variant=<numeric id>` (Shopify's convention); otherwise the first variant
 * in stock, otherwise the first. Null only for a product without variants.
 */
export function variantFromSearch<V extends { id: string; availableForSale: boolean }>(variants: readonly V[], search: string): V | null {
  const wanted = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('variant');
  const byUrl = wanted ? variants.find((variant) => storeId(variant.id) === wanted.trim()) : undefined;
  return byUrl ?? variants.find((variant) => variant.availableForSale) ?? variants[0] ?? null;
}

/** The search string with `variant` set to the variant's numeric id; other parameters kept. */
export function searchWithVariant(search: string, variantId: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.set('variant', storeId(variantId));
  return `?${params.toString()}`;
}

/** The variant whose options equal `selection` (option name → value). */
export function variantForOptions<V extends { selectedOptions: ReadonlyArray<{ name: string; value: string }> }>(
  variants: readonly V[],
  selection: Readonly<Record<string, string>>,
): V | undefined {
  return variants.find((variant) => variant.selectedOptions.every((o) => selection[o.name] === o.value));
}
