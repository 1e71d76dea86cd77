import { useId } from 'react';
import { useCountry } from '../../stores/country';
import { shopPieces } from '../outfit';
import { productKey, useGameProducts } from '../products';
import { useGame } from '../store';
import { ProductPin } from './ProductPin';
import * as styles from './PinUp.module.css';

/**
 * The pin-up board: every shop garment the doll wears, ready to buy. One size guide serves the
 * board: it shows the chart of every garment pinned.
 */
export function PinUp({ title = 'Shop her look', className }: { title?: string; className?: string }) {
  const doll = useGame((s) => s.doll);
  const top = useGame((s) => s.top);
  const bottoms = useGame((s) => s.bottoms);
  const onePiece = useGame((s) => s.onePiece);
  const pouch = useGame((s) => s.pouch);
  const towel = useGame((s) => s.towel);
  const setField = useGame((s) => s.setField);
  const countryCode = useCountry((s) => s.countryCode);
  const entries = useGameProducts((s) => s.entries);
  const pieces = shopPieces({ doll, top, bottoms, onePiece, pouch, towel });
  const hasChart = pieces.some(({ item }) => {
    const entry = entries[productKey(item.handle, countryCode)];
    return entry?.status === 'ready' && entry.product.sizeChart.length > 0;
  });
  const id = useId();
  return (
    <section className={`${styles.board} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h3 id={`${id}-title`} className={styles.heading}>
          {title}
        </h3>
        {hasChart ? (
          <button type="button" className={styles.sizeGuide} onClick={() => setField('sizeGuideOpen', true)}>
            Size guide
          </button>
        ) : null}
      </div>
      {pieces.length === 0 ? (
        <p className={styles.empty}>Her basics are hers alone. Pick a print and it pins up here, ready to shop.</p>
      ) : (
        <div className={styles.pins}>
          {pieces.map(({ slot, item }) => (
            <ProductPin key={`${slot}:${item.handle}`} slot={slot} item={item} />
          ))}
        </div>
      )}
    </section>
  );
}
