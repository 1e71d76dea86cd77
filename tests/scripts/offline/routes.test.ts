import fc from 'fast-check';
import { classifyRequest } from '../../../plugins/gatsby-plugin-bb-offline/src/routes';
import { constrainedConnection, fastUnmetered, urlsToSave } from '../../../plugins/gatsby-plugin-bb-offline/src/saveForOffline';

const SITE = 'http://localhost:8000';
const get = (href: string, init: { mode?: string; destination?: string } = {}) =>
  classifyRequest(new URL(href, SITE), { method: 'GET', ...init }, SITE);

describe('what the service worker keeps offline', () => {
  it('keeps visited pages, their page data, hashed scripts and styles, and images', () => {
    expect(get('/collections/all/', { mode: 'navigate', destination: 'document' })).toBe('page');
    expect(get('/products/marina-top-coral-reef/')).toBe('page');
    expect(get('/404.html')).toBe('page');
    expect(get('/page-data/collections/all/page-data.json')).toBe('page-data');
    expect(get('/page-data/app-data.json')).toBe('page-data');
    expect(get('/page-data/sq/d/123.json')).toBe('page-data');
    expect(get('/app-287f26636db0e925cbf8.js')).toBe('asset');
    expect(get('/styles.7cc04f5983a60788a762.css')).toBe('asset');
    expect(get('/static/hero-0a1b2c.svg')).toBe('image');
    expect(get('http://localhost:8787/cdn/products/marina-top.svg', { destination: 'image' })).toBe('image');
    expect(get('https://cdn.shopify.com/s/files/1/shirt.jpg?v=2')).toBe('image');
  });

  it('never keeps the Storefront API, the shop service or the worker itself', () => {
    expect(get('http://localhost:8787/api/2025-07/graphql.json')).toBeNull();
    expect(
      classifyRequest(new URL('http://localhost:8787/api/2025-07/graphql.json'), { method: 'POST' }, SITE),
    ).toBeNull();
    expect(get('/bb-wishlist')).toBeNull();
    expect(get('/api/forms/newsletter')).toBeNull();
    expect(get('/sw.js')).toBeNull();
    expect(get('/sitemap-index.xml')).toBeNull();
    expect(get('http://checkout.localhost:8787/checkouts/abc/', { mode: 'navigate' })).toBeNull();
  });

  it('never keeps a request that is not a GET, whatever its address', () => {
    fc.assert(
      fc.property(
        fc.webUrl(),
        fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE', 'post'),
        fc.constantFrom('navigate', 'cors', 'no-cors', 'same-origin'),
        (href, method, mode) => classifyRequest(new URL(href), { method, mode }, SITE) === null,
      ),
    );
  });

  it('never keeps an /api/ path on any origin', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(SITE, 'http://localhost:8787', 'https://shop.myshopify.com'),
        fc.webPath(),
        fc.constantFrom('', 'image', 'document', 'script'),
        (origin, rest, destination) =>
          classifyRequest(new URL(`/api/${rest.replace(/^\//, '')}`, origin), { method: 'GET', destination }, SITE) ===
          null,
      ),
    );
  });
});

describe('saving what is on screen', () => {
  it('saves the page and its files once each, without fragments, and skips what the worker must not keep', () => {
    const saved = urlsToSave(
      [
        'http://localhost:8000/products/x/#reviews',
        'http://localhost:8000/products/x/',
        '/page-data/products/x/page-data.json',
        'http://localhost:8787/api/2025-07/graphql.json',
        'http://localhost:8000/bb-wishlist',
        'not a url at all ::',
        'http://localhost:8787/cdn/x.svg',
      ],
      SITE,
    );
    expect(saved).toEqual([
      'http://localhost:8000/products/x/',
      'http://localhost:8000/page-data/products/x/page-data.json',
      'http://localhost:8787/cdn/x.svg',
    ]);
  });

  it('does not spend data on 2g or with data saver on', () => {
    expect(constrainedConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(constrainedConnection({ effectiveType: '2g' })).toBe(true);
    expect(constrainedConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(constrainedConnection({ effectiveType: '4g' })).toBe(false);
    expect(constrainedConnection(undefined)).toBe(false);
  });

  it('saves other pages’ files only on a connection the browser reports fast and not metered', () => {
    expect(fastUnmetered({ effectiveType: '4g' })).toBe(true);
    expect(fastUnmetered({ effectiveType: '4g', type: 'wifi' })).toBe(true);
    expect(fastUnmetered({ effectiveType: '4g', type: 'cellular' })).toBe(false);
    expect(fastUnmetered({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(fastUnmetered({ effectiveType: '3g' })).toBe(false);
    // A browser that says nothing about its connection is not assumed fast and free.
    expect(fastUnmetered(undefined)).toBe(false);
  });
});
