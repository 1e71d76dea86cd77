/** How a bundle's pieces read under its cart line (kept out of lines.ts, which every page loads). */
import type { CartLineComponentView } from './lines';

/**
 * "Marina Top — S" for a bundle piece: the product's name without its print (the bundle's title has
 * it), the size unless it is Shopify's "Default Title", and a count when one bundle holds several.
 */
export function componentLabel(component: CartLineComponentView, bundleQuantity: number): string {
  const name = component.productTitle.split(' - ')[0]?.trim() || component.productTitle;
  const size = component.variantTitle && component.variantTitle !== 'Default Title' ? ` — ${component.variantTitle}` : '';
  const each = bundleQuantity > 0 ? Math.round(component.quantity / bundleQuantity) : component.quantity;
  return `${each > 1 ? `${each} × ` : ''}${name}${size}`;
}
