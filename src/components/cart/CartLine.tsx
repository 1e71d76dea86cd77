import { Link } from 'gatsby';
import { CART_THUMBNAIL_WIDTHS } from '../../config/cart';
import { productPath } from '../../config/site';
import { componentLabel } from '../../features/cart/rules/lineComponents';
import type { CartLineView } from '../../features/cart/rules/lines';
import { imageSrcSet, imageUrlWithWidth } from '../../lib/images';
import { formatMoneyV2 } from '../../lib/money';
import { QuantityStepper } from './QuantityStepper';
import * as styles from './CartLine.module.css';

export interface CartLineProps {
  line: CartLineView;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** Larger image and columns on the full bag page. */
  layout?: 'drawer' | 'page';
}

const AUTOMATIC_LABELS: Record<Exclude<CartLineView['kind'], 'product'>, string> = {
  gift: 'Free gift',
  countryGift: 'Free gift',
  shippingProtection: 'Shipping protection',
};

/** Shopify names single-variant products' variant "Default Title"; shoppers should not see it. */
const variantLabel = (line: CartLineView): string | null =>
  line.variantTitle && line.variantTitle !== 'Default Title' ? line.variantTitle : null;

/**
 * A line whose product was deleted since it was added (null merchandise): it cannot be bought, so it
 * says so and offers Remove; the rest of the cart stays usable.
 */
function UnavailableLine({ line, onRemove, layout }: Pick<CartLineProps, 'line' | 'onRemove'> & { layout: 'drawer' | 'page' }) {
  return (
    <li className={`${styles.line} ${layout === 'page' ? styles.page : ''}`} aria-label="Item no longer available">
      <div className={styles.media} />
      <div className={styles.info}>
        <span className={styles.title}>This item is no longer available</span>
        <span className={styles.variant}>It was removed from the shop. Remove it to check out the rest.</span>
        <div className={styles.controls}>
          <span className={styles.fixedQuantity}>Qty {line.quantity}</span>
          <button type="button" className={styles.remove} onClick={() => onRemove(line.id)}>
            Remove<span className="visually-hidden"> the item no longer available</span>
          </button>
        </div>
      </div>
      <div className={styles.total} />
    </li>
  );
}

/**
 * One cart line: image, title, variant, unit price with compare-at, line total, quantity stepper and
 * remove. Automatic lines (added by the cart itself) carry a label instead of a stepper; only shipping protection can be
 * removed by the shopper (see the decision in src/features/cart/store.ts).
 */
export function CartLine({ line, onQuantity, onRemove, layout = 'drawer' }: CartLineProps) {
  if (line.unavailable) return <UnavailableLine line={line} onRemove={onRemove} layout={layout} />;
  const automatic = line.kind === 'product' ? null : AUTOMATIC_LABELS[line.kind];
  const removable = line.kind === 'product' || line.kind === 'shippingProtection';
  const variant = variantLabel(line);
  const isFree = Number(line.unitPrice.amount) === 0;
  const titleLink =
    line.kind === 'shippingProtection' ? (
      <span className={styles.title}>{line.productTitle}</span>
    ) : (
      <Link to={productPath(line.handle)} className={styles.title}>
        {line.productTitle}
      </Link>
    );
  return (
    <li className={`${styles.line} ${layout === 'page' ? styles.page : ''}`} aria-label={line.productTitle}>
      <div className={styles.media}>
        {line.image ? (
          <img
            // The image server renders the size shown (84 or 120 CSS pixels), not the 1,200-pixel original.
            src={imageUrlWithWidth(line.image.url, CART_THUMBNAIL_WIDTHS[1])}
            srcSet={imageSrcSet(line.image.url, line.image.width, CART_THUMBNAIL_WIDTHS)}
            sizes={layout === 'page' ? '120px' : '84px'}
            alt=""
            width={line.image.width ?? undefined}
            height={line.image.height ?? undefined}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.info}>
        {automatic ? <span className={styles.badge}>{automatic}</span> : null}
        {titleLink}
        {variant ? <span className={styles.variant}>Size: {variant}</span> : null}
        {line.components?.length ? (
          <span className={styles.variant} data-testid="bundle-components">
            Includes: {line.components.map((c) => componentLabel(c, line.quantity)).join(', ')}
          </span>
        ) : null}
        <span className={styles.unit}>
          {isFree ? (
            <span className={styles.free}>Free</span>
          ) : (
            <span>
              <span className="visually-hidden">Price: </span>
              {formatMoneyV2(line.unitPrice)}
            </span>
          )}
          {line.compareAtUnitPrice ? (
            <s className={styles.compareAt}>
              <span className="visually-hidden">Was </span>
              {formatMoneyV2(line.compareAtUnitPrice)}
            </s>
          ) : null}
        </span>
        {line.discounts.map((discount, i) => (
          <span className={styles.discount} key={`${discount.code ?? 'discount'}-${i}`}>
            {discount.code ?? 'Discount'}: −{formatMoneyV2(discount.amount)}
          </span>
        ))}
        <div className={styles.controls}>
          {automatic ? (
            <span className={styles.fixedQuantity}>Qty {line.quantity}</span>
          ) : (
            <QuantityStepper
              value={line.quantity}
              // More than the most allowed goes to the store as typed, so it can tell the shopper.
              onChange={(quantity, requested) => onQuantity(line.id, requested > quantity ? requested : quantity)}
              label={`Quantity of ${line.productTitle}`}
            />
          )}
          {removable ? (
            <button type="button" className={styles.remove} onClick={() => onRemove(line.id)}>
              Remove<span className="visually-hidden"> {line.productTitle}</span>
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.total}>
        <span className="visually-hidden">Line total: </span>
        {isFree && Number(line.total.amount) === 0 ? 'Free' : formatMoneyV2(line.total)}
      </div>
    </li>
  );
}
