import { forwardRef } from 'react';
import * as styles from './ShopForm.module.css';

/**
 * A field only bots fill in: off-screen, hidden from assistive technology, out of the tab order and
 * never autofilled, so a person cannot fill it by accident. The service drops submissions that do.
 */
export const Honeypot = forwardRef<HTMLInputElement, { name: string; id: string }>(function Honeypot({ name, id }, ref) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Company website</label>
      <input ref={ref} id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
});
