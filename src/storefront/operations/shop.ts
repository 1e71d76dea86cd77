/**
 * The shop itself, as the browser needs it: its gid for analytics. Loaded by
 * src/stores/analyticsSend.ts with the first analytics event. Throws a StorefrontError when the call fails.
 */
import { storefrontRequest } from '../client';
import { SHOP_ID_QUERY } from '../documents/shop';

export async function fetchShopId(): Promise<string> {
  const data = await storefrontRequest(SHOP_ID_QUERY, { cache: true });
  return data.shop.id;
}
