import type { HeadFC, PageProps } from 'gatsby';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { OrderDetails } from '../../../components/account/OrderDetails';
import { Seo } from '../../../components/layout/Seo';
import { ORDER_DETAILS_PARAM } from '../../../config/accounts';
import { ROUTES } from '../../../config/site';

/** One order with its tracking timeline: /user-account/order-history/order-details/?order=1001 */
export default function OrderDetailsPage({ location }: PageProps) {
  const order = new URLSearchParams(location.search).get(ORDER_DETAILS_PARAM);
  return (
    <AccountLayout title="Order details" path={ROUTES.accountOrderDetails}>
      <OrderDetails orderParam={order} />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Order details" pathname={location.pathname} noindex />;
