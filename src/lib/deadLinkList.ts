/**
 * The rules of the list of e-mailed account links this device has seen die (redeemed, or refused as
 * used or expired): newest first, each once, a few kept. Shopify's Storefront API has no query that
 * tells whether an activation or reset token is still good: customerActivate, customerReset and
 * customerResetByUrl all redeem the token, so the only check is the redemption itself. The link page
 * remembers dead links (src/accounts/deadLinkMemory.ts keeps the list) to say so on opening.
 */
import type { AccountLink } from './accountLinks';

/** How many dead links are remembered (the oldest go first). */
export const DEAD_LINKS_KEPT = 20;

export const linkKey = (link: AccountLink): string => `${link.kind}/${link.cxid}/${link.token}`;

/** The list with this link first, each link once, at most DEAD_LINKS_KEPT. */
export function rememberLink(list: readonly string[], link: AccountLink, kept = DEAD_LINKS_KEPT): string[] {
  const key = linkKey(link);
  return [key, ...list.filter((entry) => entry !== key)].slice(0, Math.max(0, kept));
}

export const isRemembered = (list: readonly string[], link: AccountLink): boolean => list.includes(linkKey(link));
