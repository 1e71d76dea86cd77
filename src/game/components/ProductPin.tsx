import { useEffect, useId, useState } from 'react';
import { Link } from 'gatsby';
import { ROUTES, productPath } from '../../config/site';
import { formatMoneyV2 } from '../../lib/money';
import { useCart } from '../../features/cart/store';
import { useCountry } from '../../stores/country';
import type { Garment } from '../wardrobe';
import { VARIANT_FIELD, type WearSlot } from '../outfit';
import { productKey, useGameProducts } from '../products';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import { ArtThumb } from './ArtThumb';
import * as styles from './ProductPin.module.css';
import { useStageLayout } from './stageLayout';
import { gameToast } from './toast';

/**
 * A garment pinned to the board: the shop product it stands for, with its price in the selected
 * currency, a size choice and add-to-cart (through the shared cart store).
 */
export function ProductPin({ slot, item }: { slot: WearSlot; item: Garment }) {
  const countryCode = useCountry((s) => s.countryCode);
  const key = productKey(item.handle, countryCode);
  const entry = useGameProducts((s) => s.entries[key]);
  const load = useGameProducts((s) => s.load);
  const variantField = VARIANT_FIELD[slot];
  const variantId = useGame((s) => s[variantField]);
  const setField = useGame((s) => s.setField);
  const play = useGameSound((s) => s.play);
  const [adding, setAdding] = useState(false);
  const [needsSize, setNeedsSize] = useState(false);
  const { layout } = useStageLayout();
  const id = useId();

  useEffect(() => {
    void load(item.handle, countryCode);
  }, [load, item.handle, countryCode]);

  const product = entry?.status === 'ready' ? entry.product : null;
  const title = product?.title ?? item.name;
  const variant = product?.variants.find((v) => v.id === variantId) ?? null;
  const shownPrice = variant?.price ?? product?.variants.find((v) => v.availableForSale)?.price ?? product?.variants[0]?.price;

  const add = async () => {
    if (!product) return;
    if (!variant) {
      setNeedsSize(true);
      return;
    }
    play('select');
    setAdding(true);
    try {
      const cart = await useCart
        .getState()
        .addLines([{ merchandiseId: variant.id, quantity: 1, promo: product.promo, amountPerQuantity: variant.price.amount }], {
          openDrawer: false,
        });
      // Cart failures stay silent for the player; the cart store logs them.
      if (cart) {
        gameToast(
          <span>
            Added {title} ({variant.size}) to your cart. <Link to={ROUTES.cart}>View cart</Link>
          </span>,
          'success',
        );
      }
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className={styles.pin} aria-labelledby={`${id}-title`}>
      <span className={styles.tack} aria-hidden="true" />
      <ArtThumb src={item.path} crop={slot} size={layout === 'column' ? 56 : 44} />
      <div className={styles.body}>
        <h4 id={`${id}-title`} className={styles.title}>
          <Link to={productPath(item.handle)}>{title}</Link>
        </h4>
        {entry?.status === 'error' ? (
          <p className={styles.note}>
            Price unavailable.{' '}
            <button type="button" className={styles.linkButton} onClick={() => void load(item.handle, countryCode)}>
              Try again
            </button>
          </p>
        ) : entry?.status === 'missing' ? (
          <p className={styles.note}>Not in the shop right now.</p>
        ) : !product ? (
          <p className={styles.note} aria-busy="true">
            Loading price…
          </p>
        ) : (
          <>
            <p className={styles.price}>
              {variant?.compareAtPrice ? <s className={styles.was}>{formatMoneyV2(variant.compareAtPrice)}</s> : null}
              {formatMoneyV2(shownPrice)}
            </p>
            <fieldset className={styles.sizes} aria-describedby={needsSize && !variant ? `${id}-size-error` : undefined}>
              <legend className="visually-hidden">Size of {title}</legend>
              {product.variants.map((v) => (
                <label key={v.id} className={styles.size} data-disabled={!v.availableForSale || undefined}>
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={v.id}
                    checked={variantId === v.id}
                    disabled={!v.availableForSale}
                    onChange={() => {
                      setNeedsSize(false);
                      setField(variantField, v.id);
                    }}
                  />
                  <span>{v.size}</span>
                </label>
              ))}
            </fieldset>
            {needsSize && !variant ? (
              <p id={`${id}-size-error`} role="alert" className={styles.error}>
                Choose a size first.
              </p>
            ) : null}
            <button type="button" className={styles.add} onClick={() => void add()} disabled={adding} aria-label={`Add ${title} to cart`}>
              {adding ? 'Adding…' : 'Add to cart'}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
