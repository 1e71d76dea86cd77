import { ART_BOX } from '../wardrobe';
import * as styles from './ArtThumb.module.css';

/** Region of the 300 × 600 art each kind of item occupies, for thumbnails. */
export const CROPS = {
  top: { x: 100, y: 168, w: 100, h: 112 },
  bottoms: { x: 86, y: 318, w: 128, h: 86 },
  onePiece: { x: 90, y: 192, w: 120, h: 206 },
  pouch: { x: 196, y: 350, w: 64, h: 70 },
  towel: { x: 40, y: 308, w: 86, h: 176 },
  shades: { x: 90, y: 84, w: 120, h: 50 },
  sandals: { x: 118, y: 552, w: 64, h: 50 },
} as const;

export type CropName = keyof typeof CROPS;

/** Shows one region of an art file, scaled to fit a square of `size` px (decorative: alt=""). */
export function ArtThumb({ src, crop, size }: { src: string; crop: CropName; size: number }) {
  const region = CROPS[crop];
  const scale = size / Math.max(region.w, region.h);
  const offsetX = (size - region.w * scale) / 2;
  const offsetY = (size - region.h * scale) / 2;
  return (
    <span className={styles.thumb} style={{ width: size, height: size }}>
      <img
        src={src}
        alt=""
        draggable={false}
        style={{
          width: ART_BOX.width * scale,
          height: ART_BOX.height * scale,
          left: offsetX - region.x * scale,
          top: offsetY - region.y * scale,
        }}
      />
    </span>
  );
}
