import type { HeadFC } from 'gatsby';
import { AddressBook } from '../../components/account/AddressBook';
import { AccountLayout } from '../../components/account/AccountLayout';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';

/** Saved shipping addresses. */
export default function ShippingAddressPage() {
  return (
    <AccountLayout title="Shipping addresses" path={ROUTES.accountShippingAddress} intro="Addresses you save here are offered at checkout; the default one is filled in for you.">
      <AddressBook />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Shipping addresses" pathname={location.pathname} noindex />;
