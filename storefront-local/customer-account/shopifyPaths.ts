/**
 * The Customer Account URLs in the shapes Shopify serves them, which Hydrogen builds from the shop id
 * (https://shopify.dev/docs/api/customer#authentication, Hydrogen's customer account client):
 * `/authentication/{shopId}/oauth/authorize`, `…/oauth/token`, `…/logout`, `…/.well-known/jwks.json` and
 * `/{shopId}/account/customer/api/{version}/graphql`. They lead to the same routes as this server's
 * own paths (config.ts PATHS), which stay; another shop's id leads nowhere (404).
 */
import { SHOP_ID } from '../config';

const SHAPES: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^\/authentication\/(\d+)\/(oauth\/authorize|oauth\/token|logout|\.well-known\/jwks\.json)(?=[?#]|$)/, (m) => `/authentication/${m[2]}`],
  [/^\/(\d+)\/account\/customer\/api\/([^/?#]+)\/graphql(?=[?#]|$)/, (m) => `/account/customer/api/${m[2]}/graphql`],
];

/** The server's own path for a URL in Shopify's shape with this shop's id; any other URL unchanged. */
export function shopifyPathToLocal(url: string, shopId: number = SHOP_ID): string {
  for (const [pattern, local] of SHAPES) {
    const match = pattern.exec(url);
    if (match && match[1] === String(shopId)) return local(match) + url.slice(match[0].length);
  }
  return url;
}
