/**
 * CSP hashes of a page's inline scripts. Gatsby writes a few small inline scripts into every page
 * (its chunk mapping, the page path, the site's own start-up flags); hashing them lets the
 * Content-Security-Policy allow exactly those and refuse any other inline script, such as one injected
 * into the page, without 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';

// Script content ends at the first `</script` whatever follows (the HTML tokenizer's rule).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;
// What a browser runs as a classic or module script (the HTML standard's JavaScript MIME type essence).
const RUNS = /^(?:|module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript))$/i;

/** Whether a `<script>` with these attributes is run by the browser (JSON-LD and other data blocks are not). */
function isExecutable(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '').trim() : '';
  return RUNS.test(value);
}

/** `'sha256-…'` sources for every inline script a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (!isExecutable(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
