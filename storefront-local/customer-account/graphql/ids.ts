/** Customer Account API ids: plain gids (no `?key=` as on the Storefront side). Legacy address gids are accepted too. */
export const customerGid = (id: number): string => `gid://shopify/Customer/${id}`;
export const customerAddressGid = (id: number): string => `gid://shopify/CustomerAddress/${id}`;
export const orderGid = (id: number): string => `gid://shopify/Order/${id}`;

const numericTail = (pattern: RegExp, id: unknown): number | null => {
  const match = typeof id === 'string' ? pattern.exec(id) : null;
  return match ? Number(match[1]) : null;
};

export const parseAddressId = (id: unknown): number | null =>
  numericTail(/^gid:\/\/shopify\/(?:CustomerAddress|MailingAddress)\/(\d+)(?:\?.*)?$/, id);
export const parseOrderId = (id: unknown): number | null => numericTail(/^gid:\/\/shopify\/Order\/(\d+)(?:\?.*)?$/, id);
