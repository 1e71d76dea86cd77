/**
 * Where focus goes back to when a dialog closes. A button that disables itself while it works (Add
 * to cart: "Adding…") drops focus to <body> before the dialog it leads to opens, so the element
 * focused at opening is not the control that opened it; the control that last had focus is.
 * Tracking starts once per page (AppRoot), before the dialogs' own code is loaded.
 */
let lastFocused: HTMLElement | null = null;

function onFocusIn(event: FocusEvent): void {
  if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused = event.target;
}

/** Adding the same listener again is a no-op, so both AppRoot and the dialog module may call it. */
export function trackFocus(): void {
  if (typeof document !== 'undefined') document.addEventListener('focusin', onFocusIn);
}

/** The control a dialog opening now returns focus to: the focused element, or the one last focused. */
export function focusOrigin(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}
