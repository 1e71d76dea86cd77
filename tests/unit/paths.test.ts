import fc from 'fast-check';
import { normalizePath, slugify } from '../../src/lib/paths';

describe('normalizePath', () => {
  it('adds the trailing slash to routes', () => {
    expect(normalizePath('/collections/all')).toBe('/collections/all/');
    expect(normalizePath('/About-Us')).toBe('/about-us/');
    expect(normalizePath('lookbooks')).toBe('/lookbooks/');
  });

  it('keeps the root and file paths as they are', () => {
    expect(normalizePath('/')).toBe('/');
    for (const file of ['/404.html', '/page-data/app-data.json', '/sw.js', '/app.js.map', '/robots.txt', '/sitemap-index.xml', '/size-guide.pdf']) {
      expect(normalizePath(file)).toBe(file);
    }
  });

  it('keeps query and fragment', () => {
    expect(normalizePath('/search?q=Bikini#results')).toBe('/search/?q=Bikini#results');
  });

  it('is idempotent', () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.boolean(), (segments, slash) => {
        const path = `/${segments.join('/')}${slash ? '/' : ''}`;
        const once = normalizePath(path);
        expect(normalizePath(once)).toBe(once);
        expect(once.endsWith('/')).toBe(true);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});

describe('slugify', () => {
  it('makes lowercase hyphenated handles', () => {
    expect(slugify("Men's Swim Shorts")).toBe('mens-swim-shorts');
    expect(slugify('Casa del Mar & Co.')).toBe('casa-del-mar-and-co');
  });
});
