import { navigate, type HeadFC, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { AccountLinkPage, AccountLinkPlaceholder } from '../../components/account/AccountLinkPage';
import { useMounted } from '../../components/account/useMounted';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';
import { accountLinkTitle } from '../../lib/accountLinks';
import { shopifyRedirect } from '../../lib/shopifyLinks';

/**
 * Client-only route /account/* for the e-mailed links: /account/activate/{cxid}/{token} and
 * /account/reset/{cxid}/{token}. /account/ itself is the Shopify theme's account address: it goes to
 * the account area, and so do the theme's /account/login, /account/register, /account/addresses and
 * /account/orders (lib/shopifyLinks.ts).
 */
export default function AccountLinkRoute({ params }: PageProps) {
  const mounted = useMounted();
  const splat = params['*'] ?? '';
  const bare = splat.replace(/\/+$/, '') === '';
  // The theme's /account/login, /account/addresses…: the site server answers them with a redirect; a
  // static host serves this page, which goes there itself.
  const themePage = shopifyRedirect(`/account/${splat}`);
  const elsewhere = bare ? ROUTES.account : themePage;
  useEffect(() => {
    if (mounted && elsewhere) void navigate(`${elsewhere}${window.location.search}`, { replace: true });
  }, [mounted, elsewhere]);
  if (!mounted || elsewhere) return <AccountLinkPlaceholder />;
  return <AccountLinkPage splat={splat} />;
}

export const Head: HeadFC = ({ location, params }) => (
  <Seo title={accountLinkTitle(params['*'])} pathname={location.pathname} noindex />
);
