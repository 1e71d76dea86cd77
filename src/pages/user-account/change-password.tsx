import type { HeadFC } from 'gatsby';
import { ChangePasswordForm } from '../../components/account/ChangePasswordForm';
import { AccountLayout } from '../../components/account/AccountLayout';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';

/** Change password. */
export default function ChangePasswordPage() {
  return (
    <AccountLayout title="Change password" path={ROUTES.accountChangePassword} intro="Choose a new password. Other devices signed in to your account will be signed out.">
      <ChangePasswordForm />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Change password" pathname={location.pathname} noindex />;
