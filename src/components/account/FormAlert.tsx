import { forwardRef } from 'react';
import * as styles from './forms.module.css';

/** The form's own message (not tied to one field), announced as it appears and focusable. */
export const FormAlert = forwardRef<HTMLParagraphElement, { message: string | null; tone?: 'error' | 'success' }>(
  function FormAlert({ message, tone = 'error' }, ref) {
    return (
      <div role={tone === 'error' ? 'alert' : 'status'}>
        {message ? (
          <p ref={ref} tabIndex={-1} className={tone === 'error' ? styles.alert : styles.success}>
            {message}
          </p>
        ) : null}
      </div>
    );
  },
);
