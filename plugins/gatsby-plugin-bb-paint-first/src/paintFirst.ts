/**
 * Paint first, then hydrate, so a phone shows the page sooner. Gatsby ends every page with
 * `<script src=… async>` tags for its start-up chunks. On a phone these compete with the page's
 * first paint: they download next to the above-the-fold images and, once here, run before the
 * browser has shown what the static HTML already holds. This rewrites those tags into a list and a
 * small loader that requests the same scripts once the browser has presented its first frame of the
 * page — at once on a hidden page (nothing paints there), in browsers without paint timing, or after
 * a fallback delay if no paint comes. The first paint, not the first contentful one: a page whose
 * content only JavaScript can place (the game's stage is measured first) paints its background and
 * then needs its scripts.
 *
 * The rewrite is idempotent, so Gatsby's cached builds may hand it pages it has already rewritten.
 */

/** Element that carries the start-up script URLs as JSON; tools read the first load from it. */
export const SCRIPT_LIST_ID = 'bb-start-scripts';

/** If no paint has been reported by then, the scripts load anyway. */
export const FALLBACK_DELAY_MS = 1000;

/** Gatsby's start-up script tags, as its webpack stats extractor writes them. */
const START_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/**
 * Runs in the page, so it is written as the browser will read it (no build step): plain ES5, no
 * dependencies. `performance` entries of type "paint" arrive after the frame is presented.
 */
export function loaderSource(fallbackDelayMs: number = FALLBACK_DELAY_MS): string {
  // A "paint" entry arrives once its frame is presented. If one came before the loader ran (a part of
  // a long page painted early), the whole page shows in the next frame: start after that one.
  return [
    '(function(d,w){',
    `var urls=JSON.parse(d.getElementById(${JSON.stringify(SCRIPT_LIST_ID)}).textContent),started=false;`,
    'function start(){if(started)return;started=true;',
    'urls.forEach(function(u){var s=d.createElement("script");s.src=u;s.async=true;d.body.appendChild(s);});}',
    'var types=(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
    'if(d.visibilityState!=="visible"||types.indexOf("paint")<0){start();return;}',
    'd.addEventListener("visibilitychange",start);',
    `setTimeout(start,${fallbackDelayMs});`,
    'if(performance.getEntriesByType("paint").length){requestAnimationFrame(function(){setTimeout(start,0);});return;}',
    'new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(start,0);})',
    '.observe({type:"paint"});',
    '})(document,window);',
  ].join('');
}

/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its start-up script tags replaced by the list and the loader, in the place of the
 * first tag; a page without such tags (already rewritten, or not Gatsby's) comes back unchanged.
 */
export function paintFirst(html: string): string {
  const urls: string[] = [];
  let first = -1;
  const stripped = html.replace(START_SCRIPT, (_tag, url: string, offset: number) => {
    urls.push(url);
    if (first < 0) first = offset;
    return '';
  });
  if (urls.length === 0) return html;
  const loader =
    `<script id="${SCRIPT_LIST_ID}" type="application/json">${scriptSafeJson(urls)}</script>` +
    `<script>${loaderSource()}</script>`;
  return stripped.slice(0, first) + loader + stripped.slice(first);
}

/** The start-up script URLs of a page rewritten by paintFirst (empty when it has none). */
export function startScripts(html: string): string[] {
  const match = new RegExp(`<script id="${SCRIPT_LIST_ID}" type="application/json">([^<]*)</script>`).exec(html);
  if (!match) return [];
  const parsed: unknown = JSON.parse(match[1]!.replace(/\\u003c/g, '<'));
  return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : [];
}
