import { Link } from 'gatsby';
import type { CollectionTile } from '../../build/pages';
import { imageSrcSet, imageUrlWithWidth } from '../../lib/images';
import * as styles from './CollectionTiles.module.css';

/** A tile whose collection has no image keeps a gradient of its own. */
const PALETTES = [
  ['#f4c7b0', '#d9785f'],
  ['#f6d6e0', '#c4577c'],
  ['#d8cdea', '#5f4b8b'],
  ['#ffd8a8', '#e07a2f'],
  ['#bfe3ea', '#0f6f8f'],
  ['#fde7a9', '#c99a12'],
] as const;

/**
 * The home page's "Shop by collection" tiles, each drawn with its collection's own image (the
 * merchant's collection image from the Storefront API), lazily loaded below the fold.
 */
export function CollectionTiles({ tiles }: { tiles: readonly CollectionTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-collection" className="container">
      <h2 id="shop-by-collection">Shop by collection</h2>
      <ul className={styles.grid}>
        {tiles.map((tile, i) => {
          const [light, dark] = PALETTES[i % PALETTES.length] as readonly [string, string];
          return (
            <li key={tile.to}>
              <Link to={tile.to} className={styles.tile}>
                <span className={styles.art} style={tile.image ? undefined : { background: `linear-gradient(160deg, ${light}, ${dark})` }}>
                  {tile.image ? (
                    <img
                      className={styles.picture}
                      src={imageUrlWithWidth(tile.image.url, 480)}
                      srcSet={imageSrcSet(tile.image.url, tile.image.width)}
                      sizes="(min-width: 1200px) 380px, (min-width: 900px) 31vw, 46vw"
                      width={tile.image.width ?? 1600}
                      height={tile.image.height ?? 900}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </span>
                <span className={styles.label}>{tile.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
