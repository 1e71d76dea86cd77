import type { HeadFC } from 'gatsby';
import { OrderHistory } from '../../../components/account/OrderHistory';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { Seo } from '../../../components/layout/Seo';
import { ROUTES } from '../../../config/site';

/** Order history with the seven status tabs. */
export default function OrderHistoryPage() {
  return (
    <AccountLayout title="Order history" path={ROUTES.accountOrders}>
      <OrderHistory />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Order history" pathname={location.pathname} noindex />;
