import { useId } from 'react';
import { DOLLS, type Doll } from '../wardrobe';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import * as styles from './DollScreen.module.css';
import { useScreenHeading } from './useScreenHeading';

/** Doll choice: four dolls with different skin tones and hair; the outfit carries over between dolls. */
export function DollScreen() {
  const username = useGame((s) => s.username);
  const chosen = useGame((s) => s.doll);
  const setFields = useGame((s) => s.setFields);
  const play = useGameSound((s) => s.play);
  const heading = useScreenHeading<HTMLHeadingElement>();
  const id = useId();

  const choose = (doll: Doll) => {
    play('select');
    setFields({ doll, gameScreen: 'dress' });
  };

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.heading}>
        Pick your doll, {username}
      </h2>
      <ul className={styles.dolls}>
        {DOLLS.map((doll) => (
          <li key={doll.path}>
            <button
              type="button"
              className={styles.doll}
              aria-pressed={chosen?.path === doll.path}
              aria-describedby={`${id}-${doll.name}`}
              onClick={() => choose(doll)}
            >
              <span className={styles.figure} aria-hidden="true">
                <img src={doll.path} alt="" width={180} height={360} />
                <img src={doll.defaultBottoms.path} alt="" width={180} height={360} />
                <img src={doll.defaultTop.path} alt="" width={180} height={360} />
              </span>
              <span className={styles.name}>{doll.name}</span>
            </button>
            <span id={`${id}-${doll.name}`} className="visually-hidden">
              {doll.description}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`button button--secondary ${styles.back}`}
        onClick={() => {
          play('back');
          setFields({ gameScreen: '' });
        }}
      >
        Back
      </button>
    </section>
  );
}
