import { Link } from 'gatsby';
import { productPath } from '../../config/site';
import { imageSrcSet, imageUrlWithWidth } from '../../lib/images';
import type { ProductCardData } from '../../lib/productCard';
import { WishlistButton } from '../wishlist/WishlistButton';
import { LivePrice } from './LivePrice';
import * as styles from './ProductCard.module.css';
import { HIGH_FETCH_PRIORITY } from '../ui/fetchPriority';

const CARD_IMAGE_WIDTH = 480;
const CARD_SIZES = '(min-width: 1240px) 280px, (min-width: 900px) 24vw, (min-width: 600px) 32vw, 48vw';

export interface ProductCardProps {
  product: ProductCardData;
  /** Heading level of the product name within the page outline. */
  headingLevel?: 2 | 3;
  /** Above-the-fold cards load their image at once. */
  eager?: boolean;
  /** The page's likely largest paint: its image is fetched ahead of everything else. */
  priority?: boolean;
}


/** Product card: image, name, print, tags, price / final price, final-sale flag, sizes. */
export function ProductCard({ product, headingLevel = 3, eager = false, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const labels = [...product.tags, ...(product.available ? [] : ['SOLD OUT'])];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? (
          <img
            src={imageUrlWithWidth(product.image.url, CARD_IMAGE_WIDTH)}
            srcSet={imageSrcSet(product.image.url, product.image.width)}
            sizes={CARD_SIZES}
            width={product.image.width ?? undefined}
            height={product.image.height ?? undefined}
            alt={product.image.altText ?? product.title}
            loading={eager || priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? HIGH_FETCH_PRIORITY : {})}
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
        {labels.length > 0 ? (
          <ul className={styles.tags} aria-label="Labels">
            {labels.map((tag) => (
              <li key={tag} className={tag === 'SOLD OUT' ? styles.soldOut : tag === 'BEST SELLER' ? styles.best : styles.fresh}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <WishlistButton
          className={styles.wishlist}
          item={{
            handle: product.handle,
            title: product.title,
            image: product.image?.url ?? null,
            variants: product.firstVariantId ? [{ id: product.firstVariantId }] : [{ id: product.id }],
          }}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={productPath(product.handle)} className={styles.link}>
            {product.name}
            {product.sub ? <span className="visually-hidden"> – {product.sub}</span> : null}
          </Link>
        </Heading>
        {product.sub ? (
          <p className={styles.sub} aria-hidden="true">
            {product.sub}
          </p>
        ) : null}
        <LivePrice
          productId={product.id}
          fallback={product}
        />
        {product.finalSale ? <p className={styles.finalSale}>Final sale</p> : null}
        {product.sizes.length > 0 ? (
          <p className={styles.sizes}>
            <span className="visually-hidden">Sizes: </span>
            {product.sizes.join(' · ')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
