import type { HeadFC } from 'gatsby';
import { AccountLayout } from '../../components/account/AccountLayout';
import { Seo } from '../../components/layout/Seo';
import { WishlistView } from '../../components/wishlist/WishlistView';
import { ROUTES } from '../../config/site';

/** The signed-in customer's wishlist, saved to their account. */
export default function AccountWishlistPage() {
  return (
    <AccountLayout title="Wishlist" path={ROUTES.accountWishlist} intro={<p>Saved to your account, on every device you sign in on.</p>}>
      <WishlistView />
    </AccountLayout>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Wishlist" pathname={location.pathname} noindex />;
