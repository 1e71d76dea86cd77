import type { HeadFC } from 'gatsby';
import { PastRewards } from '../../../components/account/PastRewards';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { Seo } from '../../../components/layout/Seo';
import { ROUTES } from '../../../config/site';

/** Rewards already redeemed. */
export default function PastRewardsPage() {
  return (
    <AccountLayout title="Past rewards" path={ROUTES.accountPastRewards}>
      <PastRewards />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Past rewards" pathname={location.pathname} noindex />;
