import type { HeadFC } from 'gatsby';
import { Seo } from '../components/layout/Seo';
import { WishlistView } from '../components/wishlist/WishlistView';

/** Public wishlist: the visitor's local list, or the customer's synced one. */
export default function WishlistPage() {
  return (
    <section className="container" style={{ paddingTop: 32 }}>
      <h1>Wishlist</h1>
      <WishlistView />
    </section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Wishlist" description="The swimwear and beachwear you saved for later." pathname={location.pathname} noindex />
);
