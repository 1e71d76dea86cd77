import { Link, type HeadFC } from 'gatsby';
import { Seo } from '../components/layout/Seo';

/** Page loading that fails with a 500 falls back to this page. */
export default function ServerErrorPage() {
  return (
    <section className="container" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>Something went wrong on our side</h1>
      <p>Your cart and wishlist are safe. Please try again in a moment.</p>
      <p>
        <Link className="button" to="/">
          Back to the shop
        </Link>
      </p>
    </section>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Something went wrong" pathname={location.pathname} noindex />;
