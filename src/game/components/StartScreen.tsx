import { useId, useState, type FormEvent } from 'react';
import { PARTNER_BRAND, SHOP_NAME } from '../../config/site';
import { GAME_USERNAME_MAX_LENGTH } from '../config';
import { HIGH_FETCH_PRIORITY } from '../../components/ui/fetchPriority';
import { DOLLS } from '../wardrobe';
import { useGameSound } from '../sound';
import { useGame } from '../store';
import * as styles from './StartScreen.module.css';
import { useScreenHeading } from './useScreenHeading';

/** Start: the player types her name (the polaroid carries it) and starts the game. */
export function StartScreen() {
  const stored = useGame((s) => s.username);
  const setFields = useGame((s) => s.setFields);
  const play = useGameSound((s) => s.play);
  const [name, setName] = useState(stored);
  const [error, setError] = useState('');
  const heading = useScreenHeading<HTMLHeadingElement>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const username = name.trim();
    if (!username) {
      setError('Type your name to start: it goes on your polaroid.');
      return;
    }
    setError('');
    play('next');
    setFields({ username, gameStarted: true, gameScreen: 'doll' });
  };

  return (
    <section className={styles.screen} aria-labelledby={`${id}-title`}>
      {/* The dolls are the screen's largest paint: fetched ahead of the game's scripts. */}
      <div className={styles.dolls} aria-hidden="true">
        {DOLLS.map((doll, index) => (
          <div key={doll.path} className={styles.doll} style={{ ['--i' as string]: index }}>
            <img src={doll.path} alt="" width={150} height={300} {...HIGH_FETCH_PRIORITY} />
            <img src={doll.defaultBottoms.path} alt="" width={150} height={300} {...HIGH_FETCH_PRIORITY} />
            <img src={doll.defaultTop.path} alt="" width={150} height={300} {...HIGH_FETCH_PRIORITY} />
          </div>
        ))}
      </div>
      <form className={styles.card} onSubmit={submit} noValidate>
        <p className={styles.kicker}>
          {PARTNER_BRAND} × {SHOP_NAME}
        </p>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.heading}>
          Ready for the beach?
        </h2>
        <p className={styles.lead}>Style a doll in our swim prints and take home a polaroid of your look.</p>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Your name
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={name}
          maxLength={GAME_USERNAME_MAX_LENGTH}
          autoComplete="nickname"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className={`button button--coral ${styles.start}`}>
          Start styling
        </button>
      </form>
    </section>
  );
}
