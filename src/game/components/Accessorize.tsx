import { useId } from 'react';
import { ACCESSORIES } from '../wardrobe';
import { isWorn, wearPatch } from '../outfit';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import { ArtThumb } from './ArtThumb';
import * as styles from './Accessorize.module.css';

const CHOICES = [
  { slot: 'pouch', item: ACCESSORIES.pouch, label: 'Pouch' },
  { slot: 'towel', item: ACCESSORIES.towel, label: 'Towel' },
] as const;

/** Accessorize: the pouch and towel go on and off; shades and sandals come for the photo. */
export function Accessorize({ className }: { className?: string }) {
  const state = useGame();
  const play = useGameSound((s) => s.play);
  const id = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        Accessorize
      </h3>
      <ul className={styles.choices}>
        {CHOICES.map(({ slot, item, label }) => (
          <li key={slot}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={isWorn(state, slot, item)}
              onClick={() => {
                play('select');
                state.setFields(wearPatch(state, slot, item));
              }}
            >
              <ArtThumb src={item.path} crop={slot} size={56} />
              <span>
                {label}
                <span className="visually-hidden">: {item.name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.extras}>
        <span className={styles.extraArt} aria-hidden="true">
          <ArtThumb src={ACCESSORIES.shades.path} crop="shades" size={44} />
          <ArtThumb src={ACCESSORIES.sandals.path} crop="sandals" size={44} />
        </span>
        Shades and sandals go on for the photo.
      </p>
    </section>
  );
}
