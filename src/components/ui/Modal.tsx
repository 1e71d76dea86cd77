import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../layout/icons';
import { focusOrigin, trackFocus } from './focusReturn';
import * as styles from './Modal.module.css';

trackFocus();

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog, also shown as its heading. */
  title: string;
  children: ReactNode;
  /** "center" dialog or a "drawer" sliding from the right. */
  variant?: 'center' | 'drawer';
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes on Escape and makes
 * the rest of the page inert, and focus returns to the opener on close.
 */
export function Modal({ open, onClose, title, children, variant = 'center', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Opened in the commit that renders it, not after the next paint: a drawer opened by an answer is
  // on screen a frame sooner.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Not in the document yet: Preact renders a part whose code was still loading (Suspense) in a
    // detached element and runs its effects there; showModal would throw, and the part's error
    // boundary would remount it later without the opener. The render that puts it in the page opens it.
    if (open && !dialog.open && dialog.isConnected) {
      opener.current = focusOrigin(document.activeElement);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && (dialog.open || opener.current)) {
      // Already closed when the browser dropped it from the top layer (taking an open dialog out of the
      // page closes it without a close event): focus still returns.
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      // The panel unmounts before close(), so the browser's own focus return finds focus
      // already on <body> and leaves it there; send it back to the control that opened the dialog.
      const back = opener.current;
      opener.current = null;
      const active = document.activeElement;
      if (back?.isConnected && (!active || active === document.body || dialog.contains(active))) back.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      className={`${styles.dialog} ${variant === 'drawer' ? styles.drawer : styles.center} ${className ?? ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 className={styles.title}>{title}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={`Close ${title}`}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
