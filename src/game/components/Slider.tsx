import { useId, useState } from 'react';
import { SLOT_ITEMS, type Doll, type Garment } from '../wardrobe';
import { isWorn, wearPatch } from '../outfit';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import { ArtThumb } from './ArtThumb';
import * as styles from './Slider.module.css';
import { useStageLayout } from './stageLayout';

const KINDS = [
  { slot: 'top', label: 'Tops' },
  { slot: 'bottoms', label: 'Bottoms' },
  { slot: 'onePiece', label: 'One-piece' },
] as const;
type Kind = (typeof KINDS)[number]['slot'];

/** Garments a page: five across the stage, three across a phone's column. */
const PER_PAGE = { stage: 5, column: 3 } as const;

/** The slider's garments: the doll's own default first (it brings her basics back), then the shop's. */
export function sliderItems(kind: Kind, doll: Doll | null): readonly Garment[] {
  const items: readonly Garment[] = SLOT_ITEMS[kind];
  const own = kind === 'top' ? doll?.defaultTop : kind === 'bottoms' ? doll?.defaultBottoms : undefined;
  return items.filter((item) => item.handle !== '' || item === own);
}

/** The slider: garments of one kind, a page at a time; a click dresses the doll. */
export function Slider({ className }: { className?: string }) {
  const { layout } = useStageLayout();
  const perPage = PER_PAGE[layout];
  const [kind, setKind] = useState<Kind>('top');
  const [page, setPage] = useState(0);
  const state = useGame();
  const play = useGameSound((s) => s.play);
  const id = useId();
  const items = sliderItems(kind, state.doll);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * perPage, current * perPage + perPage);
  const label = KINDS.find((k) => k.slot === kind)!.label;

  const wear = (item: Garment) => {
    play('select');
    state.setFields(wearPatch(state, kind, item));
  };

  return (
    <section className={`${styles.slider} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <div>
          <h3 id={`${id}-title`} className={styles.heading}>
            Choose her look
          </h3>
          <p className={styles.count} aria-live="polite">
            {label}: page {current + 1} of {pages}
          </p>
        </div>
        <div role="group" aria-label="Garments to show" className={styles.kinds}>
          {KINDS.map((k) => (
            <button
              key={k.slot}
              type="button"
              className={styles.kind}
              aria-pressed={kind === k.slot}
              onClick={() => {
                setKind(k.slot);
                setPage(0);
              }}
            >
              {k.label}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.rail}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={`Previous ${label.toLowerCase()}`}
          disabled={current === 0}
          onClick={() => {
            play('back');
            setPage(current - 1);
          }}
        >
          ‹
        </button>
        <ul className={styles.items} aria-label={label} style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
          {shown.map((item) => (
            <li key={item.path}>
              <button
                type="button"
                className={styles.item}
                aria-pressed={isWorn(state, kind, item)}
                aria-label={item.handle ? undefined : `Her basics: ${item.name}`}
                onClick={() => wear(item)}
              >
                <ArtThumb src={item.path} crop={kind} size={56} />
                <span className={styles.name}>{item.handle ? item.name.replace(/ - /, ' · ') : 'Her basics'}</span>
                {item.theme ? <span className={styles.theme}>{item.theme}</span> : null}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          aria-label={`Next ${label.toLowerCase()}`}
          disabled={current >= pages - 1}
          onClick={() => {
            play('next');
            setPage(current + 1);
          }}
        >
          ›
        </button>
      </div>
    </section>
  );
}
