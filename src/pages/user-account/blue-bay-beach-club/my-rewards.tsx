import type { HeadFC } from 'gatsby';
import { MyRewards } from '../../../components/account/MyRewards';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { Seo } from '../../../components/layout/Seo';
import { ROUTES } from '../../../config/site';

/** Rewards to redeem with BB bucks. */
export default function MyRewardsPage() {
  return (
    <AccountLayout title="My rewards" path={ROUTES.accountMyRewards}>
      <MyRewards />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="My rewards" pathname={location.pathname} noindex />;
