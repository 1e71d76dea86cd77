import type { HeadFC } from 'gatsby';
import { ClubHome } from '../../../components/account/ClubHome';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { Seo } from '../../../components/layout/Seo';
import { ROUTES } from '../../../config/site';

/** Rewards club home. */
export default function ClubPage() {
  return (
    <AccountLayout title="Blue Bay Beach Club" path={ROUTES.accountClub} intro="Earn BB bucks when you shop, review and bring friends, then spend them on perks.">
      <ClubHome />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Blue Bay Beach Club" pathname={location.pathname} noindex />;
