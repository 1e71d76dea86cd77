/** Image views: absolute URLs on the storefront origin; `url(transform:)` adds width/height like Shopify's CDN. */
import type { CatalogueImage } from '../../catalogue/types';

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
}

export function transformedUrl(url: string, transform: ImageTransform | null | undefined): string {
  if (!transform) return url;
  const params = new URLSearchParams();
  if (transform.maxWidth) params.set('width', String(transform.maxWidth));
  if (transform.maxHeight) params.set('height', String(transform.maxHeight));
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

export function imageView(image: CatalogueImage, publicUrl: string) {
  const url = `${publicUrl}${image.path}`;
  return {
    __typename: 'Image',
    id: image.id,
    altText: image.altText,
    width: image.width,
    height: image.height,
    url: (args: { transform?: ImageTransform | null }) => transformedUrl(url, args.transform),
    originalSrc: url,
    src: url,
    transformedSrc: (args: ImageTransform) => transformedUrl(url, args),
    thumbhash: null,
  };
}
