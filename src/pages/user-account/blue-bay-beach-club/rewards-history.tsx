import type { HeadFC } from 'gatsby';
import { RewardsHistory } from '../../../components/account/RewardsHistory';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { Seo } from '../../../components/layout/Seo';
import { ROUTES } from '../../../config/site';

/** Points history, redemptions negative. */
export default function RewardsHistoryPage() {
  return (
    <AccountLayout title="Rewards history" path={ROUTES.accountRewardsHistory}>
      <RewardsHistory />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Rewards history" pathname={location.pathname} noindex />;
