/** Strips a Shopify gid up to its last slash: `gid://shopify/Customer/42` → `42`, the id the shop stores. */
export function storeId(gid: string): string {
  const slash = gid.lastIndexOf('/');
  return slash === -1 ? gid : gid.slice(slash + 1);
}

/** The platform customer id built from the `cxid` of an activation or reset link. */
export const customerGid = (cxid: string): string => `gid://shopify/Customer/${storeId(cxid)}`;
