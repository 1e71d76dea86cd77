import { Link } from 'gatsby';
import { useState } from 'react';
import { productPath } from '../../config/site';
import type { WishlistItem } from '../../lib/wishlist';
import { useCart } from '../../stores/cart';
import { useWishlist } from '../../stores/wishlist';
import * as styles from './WishlistView.module.css';

interface VariantChoice {
  id: string;
  title?: string;
  availableForSale?: boolean;
}

/** Size choice + add to cart for a saved item; its variants come from when it was saved. */
function AddSavedItem({ item }: { item: WishlistItem }) {
  const variants = item.variants as VariantChoice[];
  const firstAvailable = variants.find((v) => v.availableForSale !== false) ?? variants[0];
  const [variantId, setVariantId] = useState(firstAvailable?.id ?? '');
  const addLines = useCart((s) => s.addLines);
  const name = item.title ?? item.handle;
  const chosen = variants.find((v) => v.id === variantId);
  return (
    <div className={styles.add}>
      {variants.length > 1 ? (
        <label className={styles.size}>
          <span className="visually-hidden">Size for {name}</span>
          <select value={variantId} onChange={(e) => setVariantId(e.target.value)}>
            {variants.map((v) => (
              <option key={v.id} value={v.id} disabled={v.availableForSale === false}>
                {v.title ?? 'Default'}
                {v.availableForSale === false ? ' (sold out)' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={!chosen || chosen.availableForSale === false}
        onClick={() => void addLines([{ merchandiseId: variantId, quantity: 1 }])}
      >
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
                <AddSavedItem item={item} />
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
