import { navigate, type HeadFC, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import { AccountLinkPage, AccountLinkPlaceholder } from '../../components/account/AccountLinkPage';
import { useMounted } from '../../components/account/useMounted';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';
import { accountLinkTitle } from '../../lib/accountLinks';

/**
 * Client-only route /account/* for the e-mailed links: /account/activate/{cxid}/{token} and
 * /account/reset/{cxid}/{token}. /account/ itself is the Shopify theme's account address: it goes to
 * the account area.
 */
export default function AccountLinkRoute({ params }: PageProps) {
  const mounted = useMounted();
  const splat = params['*'] ?? '';
  const bare = splat.replace(/\/+$/, '') === '';
  useEffect(() => {
    if (mounted && bare) void navigate(ROUTES.account, { replace: true });
  }, [mounted, bare]);
  if (!mounted || bare) return <AccountLinkPlaceholder />;
  return <AccountLinkPage splat={splat} />;
}

export const Head: HeadFC = ({ location, params }) => (
  <Seo title={accountLinkTitle(params['*'])} pathname={location.pathname} noindex />
);
