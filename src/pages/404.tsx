import { Link, navigate, type HeadFC } from 'gatsby';
import { useEffect } from 'react';
import { Seo } from '../components/layout/Seo';
import { TOP_LINKS } from '../config/navigation';

/** Any unknown path falls through to this page; it also shows at /404/ and /404.html. */
export default function NotFoundPage() {
  // A static host answers Shopify's addresses (/pages/contact-us, /policies/…) with this page: go on
  // to the site's own page for them. The site server redirects them before a page is served.
  useEffect(() => {
    const { pathname, search } = window.location;
    void import('../lib/shopifyLinks').then(({ shopifyRedirect }) => {
      const target = shopifyRedirect(pathname);
      if (target && target !== pathname) void navigate(`${target}${search}`, { replace: true });
    });
  }, []);
  return (
    <section className="container" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>We couldn’t find that page</h1>
      <p>The tide may have carried it away. Try one of our collections or search the shop.</p>
      <p style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Link className="button" to="/">
          Back to the shop
        </Link>
        <Link className="button button--secondary" to="/search/">
          Search
        </Link>
      </p>
      <nav aria-label="Collections">
        <ul style={{ listStyle: 'none', padding: 0, display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap' }}>
          {TOP_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

export const Head: HeadFC = ({ location }) => <Seo title="Page not found" pathname={location.pathname} noindex />;
