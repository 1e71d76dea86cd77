import { Link, type HeadFC, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { Seo } from '../../components/layout/Seo';
import { ROUTES } from '../../config/site';
import { parseCartPermalink } from '../../lib/shopifyLinks';

/**
 * A cart permalink, /cart/{variant_id}:{quantity},…: a checkout of its own with those items
 * (src/features/cart/permalink.ts, loaded here only). A link that is not one, or whose items cannot be
 * bought, says so, with the way back to the shop; the shopper's own bag is never touched.
 */
export default function CartPermalinkRoute({ location }: PageProps) {
  const [problem, setProblem] = useState<string | null>(null);
  // Pre-rendered without the address: read once mounted, so hydration matches the HTML.
  useEffect(() => {
    const reading = parseCartPermalink(location.pathname, location.search);
    if (!reading.ok) {
      setProblem(reading.problem);
      return;
    }
    let live = true;
    void import('../../features/cart/permalink')
      .then(({ checkoutFromPermalink }) => checkoutFromPermalink(reading.permalink))
      .then((outcome) => {
        if (live && !outcome.left) setProblem(outcome.problem);
      });
    return () => {
      live = false;
    };
  }, [location.pathname, location.search]);
  return (
    <section className="container" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>{problem ? 'This cart link doesn’t work' : 'Taking you to checkout…'}</h1>
      <p role={problem ? 'alert' : 'status'}>{problem ?? 'Your items are going into a checkout of their own.'}</p>
      {problem ? (
        <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Link className="button" to={ROUTES.home}>
            Back to the shop
          </Link>
          <Link className="button button--secondary" to={ROUTES.cart}>
            Your cart
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Cart link" pathname={location.pathname} noindex />;
