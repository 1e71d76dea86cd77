/**
 * The delayed-load signal: Gatsby fires onRouteUpdateDelayed when a navigation's
 * resources take longer than a second; a thin bar at the top then tells the shopper the tap worked.
 * Plain DOM because it lives outside React's tree, above every page.
 */
const ID = 'bb-route-loading';

export function showRouteLoading(): void {
  if (document.getElementById(ID)) return;
  const bar = document.createElement('div');
  bar.id = ID;
  bar.className = 'bb-route-loading';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading page');
  document.body.appendChild(bar);
}

export function hideRouteLoading(): void {
  document.getElementById(ID)?.remove();
}
