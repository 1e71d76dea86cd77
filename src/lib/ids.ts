/** Strips a Shopify gid up to its last slash: `gid://shopify/Customer/42` → `42` (spec §9 "Store id"). */
export function storeId(gid: string): string {
  const slash = gid.lastIndexOf('/');
  return slash === -1 ? gid : gid.slice(slash + 1);
}

/** The platform customer id built from the `cxid` of an activation or reset link (spec §7). */
export const customerGid = (cxid: string): string => `gid://shopify/Customer/${storeId(cxid)}`;
