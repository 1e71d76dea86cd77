import { Link } from 'gatsby';
import { useRef, useState } from 'react';
import { productPath } from '../../config/site';
import { formatMoney } from '../../lib/money';
import type { WishlistItem } from '../../lib/wishlist';
import { useCart } from '../../features/cart/store';
import { useWishlist } from '../../stores/wishlist';
import { useSavedProducts, type WishlistVariant } from '../../stores/wishlistProducts';
import * as styles from './WishlistView.module.css';

/** A variant as saved with the item (fields older items or cards did not record are missing). */
type SavedVariant = Partial<WishlistVariant> & { id: string };

const hasOwnSizes = (variants: readonly SavedVariant[]) => !(variants.length === 1 && (!variants[0]?.title || variants[0].title === 'Default Title'));

/**
 * The saved size (or the size to choose), its price and availability, and add to cart. An item saved
 * with a size adds that size; one saved without asks for a size first, never adding one silently.
 */
function AddSavedItem({ item, live, failed }: { item: WishlistItem; live: WishlistVariant[] | undefined; failed: boolean }) {
  const saved = item.variants as SavedVariant[];
  // What the product offers now, else what was saved (offline, or the product was not found).
  const choices: SavedVariant[] = live ?? saved.filter((v) => v.title);
  const single = choices.length === 1 ? choices[0]?.id : undefined;
  const [picked, setPicked] = useState('');
  const [asked, setAsked] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const addLines = useCart((s) => s.addLines);
  const name = item.title ?? item.handle;
  const chosenId = picked || item.selectedVariantId || single || '';
  const chosen = choices.find((v) => v.id === chosenId) ?? saved.find((v) => v.id === chosenId);
  const errorId = `size-error-${item.handle}`;

  const add = () => {
    if (!chosen) {
      setAsked(true);
      select.current?.focus();
      return;
    }
    void addLines([{ merchandiseId: chosen.id, quantity: 1 }]);
  };

  return (
    <div className={styles.add}>
      {choices.length > 1 ? (
        <label className={styles.size}>
          <span className="visually-hidden">Size for {name}</span>
          <select
            ref={select}
            value={chosenId}
            aria-invalid={asked && !chosen ? true : undefined}
            aria-describedby={asked && !chosen ? errorId : undefined}
            onChange={(e) => {
              setPicked(e.target.value);
              setAsked(false);
            }}
          >
            {chosen ? null : <option value="">Choose a size</option>}
            {choices.map((v) => (
              <option key={v.id} value={v.id} disabled={v.availableForSale === false}>
                {v.title ?? v.id}
                {v.availableForSale === false ? ' (sold out)' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {chosen ? (
        <p className={styles.details}>
          {hasOwnSizes([chosen]) ? <span>Size: {chosen.title}</span> : null}
          {chosen.price ? <span>{formatMoney(chosen.price.amount, chosen.price.currencyCode)}</span> : null}
          {chosen.availableForSale === undefined ? null : (
            <span className={chosen.availableForSale ? styles.inStock : styles.soldOut}>{chosen.availableForSale ? 'In stock' : 'Sold out'}</span>
          )}
        </p>
      ) : choices.length === 0 ? (
        <p className={styles.details}>
          {failed ? 'Sizes could not be loaded. ' : 'Loading sizes… '}
          <Link to={productPath(item.handle)}>Choose a size on the product page</Link>
        </p>
      ) : null}
      {asked && !chosen ? (
        <p id={errorId} role="alert" className={styles.error}>
          Choose a size for {name} first.
        </p>
      ) : null}
      <button type="button" className="button" disabled={chosen?.availableForSale === false || (choices.length === 0 && !chosen)} onClick={add}>
        Add to cart<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}

/** The saved items with links, add-to-cart and remove; shared by /wishlist/ and the account page. */
export function WishlistView() {
  const items = useWishlist((s) => s.items);
  const remove = useWishlist((s) => s.remove);
  const unsynced = useWishlist((s) => s.unsynced);
  const { variants, failed } = useSavedProducts(items);

  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>Your wishlist is empty. Tap the heart on any piece to save it here.</p>
        <Link className="button" to="/collections/all/">
          Browse swim
        </Link>
      </div>
    );
  }
  return (
    <>
      {unsynced ? (
        <p role="status" className={styles.notice}>
          We couldn’t save your wishlist to your account just now. It is kept on this device and we’ll try again.
        </p>
      ) : null}
      <ul className={styles.grid}>
        {items.map((item) => {
          const name = item.title ?? item.handle;
          return (
            <li key={item.handle} className={styles.card}>
              <Link to={productPath(item.handle)} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
                {item.image ? <img src={item.image} alt="" width={360} height={450} loading="lazy" /> : null}
              </Link>
              <h2 className={styles.title}>
                <Link to={productPath(item.handle)}>{name}</Link>
              </h2>
              <div className={styles.actions}>
                <AddSavedItem item={item} live={variants[item.handle]} failed={!!failed[item.handle]} />
                <button type="button" className={styles.remove} onClick={() => void remove(item.handle)}>
                  Remove<span className="visually-hidden"> {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
