import { useId } from 'react';
import { shopPieces } from '../outfit';
import { useGame } from '../store';
import { ProductPin } from './ProductPin';
import * as styles from './PinUp.module.css';

/** The pin-up board: every shop garment the doll wears, ready to buy. */
export function PinUp({ title = 'Shop her look' }: { title?: string }) {
  const doll = useGame((s) => s.doll);
  const top = useGame((s) => s.top);
  const bottoms = useGame((s) => s.bottoms);
  const onePiece = useGame((s) => s.onePiece);
  const pouch = useGame((s) => s.pouch);
  const towel = useGame((s) => s.towel);
  const pieces = shopPieces({ doll, top, bottoms, onePiece, pouch, towel });
  const id = useId();
  return (
    <section className={styles.board} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {title}
      </h3>
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
