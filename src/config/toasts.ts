/** The toasts' timing and swipe to dismiss. */

export const TOAST_AUTO_CLOSE_MS = 5000;

/** react-toastify's draggablePercent: share of the toast's width to drag before it dismisses. */
export const TOAST_DRAG_PERCENT = 80;
