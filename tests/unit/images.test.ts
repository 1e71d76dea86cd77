import fc from 'fast-check';
import { imageSrcSet, imageUrlWithWidth } from '../../src/lib/images';

describe('responsive images', () => {
  it('asks the storefront for a width and keeps other parameters', () => {
    expect(imageUrlWithWidth('http://localhost:8787/a.svg', 480)).toBe('http://localhost:8787/a.svg?width=480');
    expect(imageUrlWithWidth('https://cdn.shopify.com/a.jpg?v=12&width=100', 360)).toBe('https://cdn.shopify.com/a.jpg?v=12&width=360');
  });

  it('offers no width above the image’s own', () => {
    expect(imageSrcSet('https://x/a.jpg', 500, [240, 480, 960])).toBe('https://x/a.jpg?width=240 240w, https://x/a.jpg?width=480 480w');
  });

  it('has exactly one width parameter whatever the URL held before', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), fc.integer({ min: 1, max: 4000 }), (url, width) => {
        const out = imageUrlWithWidth(url, width);
        expect(new URL(out).searchParams.getAll('width')).toEqual([String(width)]);
        expect(imageUrlWithWidth(out, width)).toBe(out);
      }),
      // Generating URLs is slow; fifty cover the shapes (ports, paths, queries).
      { numRuns: 50 },
    );
  });
});
