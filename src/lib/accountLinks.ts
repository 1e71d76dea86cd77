/**
 * The e-mailed account links: /account/activate/{cxid}/{token} and
 * /account/reset/{cxid}/{token}, also under a language prefix /{lang}/account/…. These pages are
 * client-only routes, so their parameters arrive as the splat after /account/ and are checked here.
 */
export type AccountLinkKind = 'activate' | 'reset';

export interface AccountLink {
  kind: AccountLinkKind;
  /** The customer id from the link (numeric, as Shopify prints it). */
  cxid: string;
  token: string;
}

const LINK = /^(activate|reset)\/(\d+)\/([A-Za-z0-9_-]+)\/?$/;

/** `activate/7400000001/abc-123` → the link, or null for anything else. */
export function parseAccountLink(splat: string | null | undefined): AccountLink | null {
  const match = LINK.exec((splat ?? '').replace(/^\/+/, ''));
  if (!match) return null;
  return { kind: match[1] as AccountLinkKind, cxid: match[2] as string, token: match[3] as string };
}

/** A language prefix such as `en`, `fr` or `en-gb` (other first segments are not these pages). */
export const isLanguagePrefix = (lang: string | null | undefined): boolean => /^[a-z]{2}(-[a-z]{2,4})?$/i.test(lang ?? '');

/** Page title of an account link page. */
export const accountLinkTitle = (splat: string | null | undefined): string =>
  parseAccountLink(splat)?.kind === 'reset' ? 'Choose a new password' : 'Activate your account';
