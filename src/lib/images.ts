/**
 * Responsive image URLs. Storefront image URLs (Shopify's CDN and the local storefront alike) accept
 * a `width` query parameter, so one URL yields every size of a `srcset`.
 */
import { IMAGE_WIDTHS } from '../config/product';

/** The URL asking for `width` pixels; other query parameters are kept. */
export function imageUrlWithWidth(url: string, width: number): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const [path, query = ''] = base.split('?', 2) as [string, string?];
  const params = query.split('&').filter((p) => p !== '' && !/^width=/i.test(p));
  params.push(`width=${Math.round(width)}`);
  return `${path}?${params.join('&')}${hash}`;
}

/**
 * `srcset` with the widths up to the image's own width (no upscaling); an image without a known
 * width gets every width.
 */
export function imageSrcSet(url: string, intrinsicWidth?: number | null, widths: readonly number[] = IMAGE_WIDTHS): string {
  const usable = widths.filter((w) => !intrinsicWidth || w <= intrinsicWidth);
  const list = usable.length > 0 ? usable : [Math.min(...widths)];
  return list.map((w) => `${imageUrlWithWidth(url, w)} ${w}w`).join(', ');
}
