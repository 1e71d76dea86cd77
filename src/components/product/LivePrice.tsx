import type { Money } from '../../lib/money';
import { isDiscounted } from '../../lib/productCard';
import { useProductPrice } from '../../stores/prices';
import { Price, type PriceProps } from './Price';

export interface LivePriceProps extends Pick<PriceProps, 'size' | 'from'> {
  productId: string;
  /** Price a single variant (the product page); otherwise the product's lowest price (cards). */
  variantId?: string | null;
  /** The build-time (USD) prices, shown until the selected country's prices arrive. */
  fallback: { finalPrice: Money; price: Money; isDiscounted: boolean };
}

/** A price re-priced for the selected country at runtime (issue 5 item 6). */
export function LivePrice({ productId, variantId, fallback, size, from }: LivePriceProps) {
  const live = useProductPrice(productId);
  let shown = fallback;
  if (live) {
    const variant = variantId ? live.variants[variantId] : undefined;
    const finalPrice = variant ? variant.price : live.minPrice;
    const compareAt = variant ? variant.compareAtPrice : live.compareAtMinPrice;
    const discounted = isDiscounted(finalPrice, compareAt);
    if (!variantId || variant) {
      shown = { finalPrice, price: discounted && compareAt ? compareAt : finalPrice, isDiscounted: discounted };
    }
  }
  return <Price {...shown} size={size} from={from} />;
}
