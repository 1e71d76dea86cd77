import type { HeadFC, PageProps } from 'gatsby';
import { AccountLinkPage, AccountLinkPlaceholder } from '../../../components/account/AccountLinkPage';
import { useMounted } from '../../../components/account/useMounted';
import { Seo } from '../../../components/layout/Seo';
import { accountLinkTitle, isLanguagePrefix } from '../../../lib/accountLinks';
import NotFoundPage from '../../404';

/**
 * Client-only route /{lang}/account/*: the e-mailed links with a language prefix, e.g.
 * /fr/account/reset/{cxid}/{token}. Only language-like prefixes are these pages; any other first
 * segment shows the not-found page, so this route swallows nothing else.
 */
export default function LocalisedAccountLinkRoute({ params }: PageProps) {
  const mounted = useMounted();
  const lang = (params as Record<string, string | undefined>).lang;
  if (!mounted) return <AccountLinkPlaceholder />;
  if (!isLanguagePrefix(lang)) return <NotFoundPage />;
  return <AccountLinkPage splat={params['*']} />;
}

export const Head: HeadFC = ({ location, params }) => {
  const lang = (params as Record<string, string | undefined>).lang;
  return isLanguagePrefix(lang) ? (
    <Seo title={accountLinkTitle(params['*'])} pathname={location.pathname} noindex />
  ) : (
    <Seo title="Page not found" pathname={location.pathname} noindex />
  );
};
