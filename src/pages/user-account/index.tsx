import type { HeadFC } from 'gatsby';
import { AccountHome } from '../../components/account/AccountHome';
import { AccountLayout } from '../../components/account/AccountLayout';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';

/** Account home (/user-account/). */
export default function AccountPage() {
  return (
    <AccountLayout title="My account" path={ROUTES.account}>
      <AccountHome />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="My account" pathname={location.pathname} noindex />;
