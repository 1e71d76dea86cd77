import { navigate, type HeadFC, type PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { Seo } from '../../components/layout/Seo';
import { parseDiscountLink, type DiscountLink } from '../../lib/shopifyLinks';
import { useCart } from '../../features/cart/store';

/**
 * A shareable discount link, /discount/{code}?redirect=/path: the code goes on the bag (kept until the
 * bag qualifies) and the shopper goes on to the path, the home page by default. What happened is the
 * bag's notice, read when it opens.
 */
export default function DiscountLinkRoute({ location }: PageProps) {
  // Pre-rendered without the address: read it once mounted, so hydration matches the HTML.
  const [link, setLink] = useState<DiscountLink | null | undefined>(undefined);
  useEffect(() => setLink(parseDiscountLink(location.pathname, location.search)), [location.pathname, location.search]);
  useEffect(() => {
    if (link === undefined) return;
    if (!link) {
      void navigate('/', { replace: true });
      return;
    }
    let live = true;
    void useCart
      .getState()
      .keepDiscountCode(link.code)
      .then((message) => {
        useCart.setState({ notice: message });
        if (live) void navigate(link.next, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <section className="container" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>{link ? `Applying ${link.code.toUpperCase()}…` : 'Applying your discount…'}</h1>
      <p role="status">Your discount goes in your cart; we’ll take you on in a moment.</p>
    </section>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Applying your discount" pathname={location.pathname} noindex />;
