import { Link } from 'gatsby';
import { SHOP_BY_COLLECTION_TILES } from '../../config/site';
import * as styles from './CollectionTiles.module.css';

const PALETTES = [
  ['#f4c7b0', '#d9785f'],
  ['#f6d6e0', '#c4577c'],
  ['#d8cdea', '#5f4b8b'],
  ['#ffd8a8', '#e07a2f'],
  ['#bfe3ea', '#0f6f8f'],
  ['#fde7a9', '#c99a12'],
] as const;

/** Spec §2 "Shop-by-collection tiles". */
export function CollectionTiles() {
  return (
    <section aria-labelledby="shop-by-collection" className="container">
      <h2 id="shop-by-collection">Shop by collection</h2>
      <ul className={styles.grid}>
        {SHOP_BY_COLLECTION_TILES.map((tile, i) => {
          const [light, dark] = PALETTES[i % PALETTES.length] as readonly [string, string];
          return (
            <li key={tile.to}>
              <Link to={tile.to} className={styles.tile} style={{ background: `linear-gradient(160deg, ${light}, ${dark})` }}>
                <svg className={styles.wave} viewBox="0 0 200 60" aria-hidden="true" focusable="false">
                  <path d="M0 30 Q25 10 50 30 T100 30 T150 30 T200 30 V60 H0Z" fill="rgb(255 255 255 / 25%)" />
                </svg>
                <span className={styles.label}>{tile.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
