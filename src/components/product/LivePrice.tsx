import { isDiscounted, type Money } from '../../lib/money';
import { useProductPrice } from '../../stores/countryPrices';
import { Price, type PriceProps } from './Price';
import * as styles from './Price.module.css';

export interface LivePriceProps extends Pick<PriceProps, 'size' | 'from'> {
  productId: string;
  /** Price a single variant (the product page); otherwise the product's lowest price (cards). */
  variantId?: string | null;
  /** The build-time prices (shop currency): shown only to shoppers who pay in that currency. */
  fallback: { finalPrice: Money; price: Money; isDiscounted: boolean };
}

/**
 * A price in the selected country's currency. Until that price is known the build-time one is rendered
 * as a placeholder that the head's currency flag keeps invisible for shoppers of other currencies, so
 * the box keeps its size and no other currency is ever seen.
 */
/** What Price shows for a final price and a compare-at price that may not be a discount. */
export function priceView(finalPrice: Money, compareAt: Money | null | undefined): LivePriceProps['fallback'] {
  const discounted = isDiscounted(finalPrice, compareAt);
  return { finalPrice, price: discounted && compareAt ? compareAt : finalPrice, isDiscounted: discounted };
}

export function LivePrice({ productId, variantId, fallback, size, from }: LivePriceProps) {
  const live = useProductPrice(productId);
  if (live) {
    const variant = variantId ? live.variants[variantId] : undefined;
    if (!variantId || variant) {
      const shown = variant ? priceView(variant.price, variant.compareAtPrice) : priceView(live.minPrice, live.compareAtMinPrice);
      return <Price {...shown} size={size} from={from} />;
    }
  }
  // Only other countries' prices are fetched, and a market may price differently even in the same currency.
  if (live === null) {
    return <p className={`${styles.price} ${styles.unavailable} ${size === 'large' ? styles.large : ''}`}>Price unavailable right now</p>;
  }
  return <Price {...fallback} size={size} from={from} unconfirmed />;
}
