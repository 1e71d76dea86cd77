import type { HeadFC } from 'gatsby';
import { AccountLayout } from '../../components/account/AccountLayout';
import { EmailPreferences } from '../../components/account/EmailPreferences';
import { ProfileForm } from '../../components/account/ProfileForm';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';
import { useCustomer } from '../../stores/customer';

/** Personal information, saved with customerUpdate. */
export default function PersonalInformationPage() {
  const customer = useCustomer((s) => s.customer);
  return (
    <AccountLayout title="Personal information" path={ROUTES.accountPersonalInformation}>
      {customer ? <ProfileForm key={customer.id} customer={customer} /> : null}
      {customer ? <EmailPreferences key={customer.id} customer={customer} /> : null}
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Personal information" pathname={location.pathname} noindex />;
