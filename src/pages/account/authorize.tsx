import type { HeadFC } from 'gatsby';
import { AuthorizeCallback } from '../../components/account/AuthorizeCallback';
import { Seo } from '../../components/layout/Seo';

/**
 * /account/authorize/: the Customer Account API's OAuth callback (the callback URI registered in the
 * Headless channel). A static page, so it wins over the /account/* link route.
 */
export default function AuthorizePage() {
  return <AuthorizeCallback />;
}

export const Head: HeadFC = ({ location }) => <Seo title="Signing in" pathname={location.pathname} noindex />;
