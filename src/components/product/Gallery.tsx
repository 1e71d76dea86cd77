import { useState } from 'react';
import { imageSrcSet, imageUrlWithWidth } from '../../lib/images';
import type { CardImage } from '../../lib/productCard';
import { HIGH_FETCH_PRIORITY } from '../ui/fetchPriority';
import * as styles from './Gallery.module.css';

const MAIN_WIDTH = 960;
const THUMB_WIDTH = 240;
const MAIN_SIZES = '(min-width: 1240px) 620px, (min-width: 900px) 50vw, 100vw';

/** Product images: one large image with a responsive srcset, and thumbnails to switch it. */
export function Gallery({ images, title }: { images: ReadonlyArray<CardImage & { url: string }>; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <img
          key={current.url}
          src={imageUrlWithWidth(current.url, MAIN_WIDTH)}
          srcSet={imageSrcSet(current.url, current.width)}
          sizes={MAIN_SIZES}
          width={current.width ?? undefined}
          height={current.height ?? undefined}
          alt={current.altText ?? title}
          // The first image is the page's largest paint.
          loading={index === 0 ? 'eager' : 'lazy'}
          {...(index === 0 ? HIGH_FETCH_PRIORITY : {})}
        />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={`Show image ${i + 1} of ${images.length}${image.altText ? `: ${image.altText}` : ''}`}
                onClick={() => setIndex(i)}
              >
                <img
                  src={imageUrlWithWidth(image.url, THUMB_WIDTH)}
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
