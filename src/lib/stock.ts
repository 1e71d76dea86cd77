/**
 * Stock wording on the product page: "Only N left" when few units remain, and the
 * waitlist link for a product sold out in every size.
 */

/** At or under this many units a size shows "Only N left". */
export const LOW_STOCK_AT_MOST = 5;

/** The units left when a size is on sale but running low, otherwise null. */
export function lowStockCount(variant: { availableForSale: boolean; quantityAvailable?: number | null } | null): number | null {
  const quantity = variant?.quantityAvailable;
  if (!variant?.availableForSale || typeof quantity !== 'number' || !Number.isInteger(quantity)) return null;
  return quantity > 0 && quantity <= LOW_STOCK_AT_MOST ? quantity : null;
}

/** The waitlist form prefilled with the product (the form reads its fields from the query). */
export function waitlistPath(handle: string, size?: string | null): string {
  const params = new URLSearchParams({ product_handle: handle });
  if (size) params.set('size', size);
  return `/waitlist/?${params.toString()}`;
}
