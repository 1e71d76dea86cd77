/**
 * When a new service worker installs while an old one controls the page, Gatsby reloads at
 * once if `window.___failedResources` says this page's files failed to load (a deploy removed them).
 * Gatsby reads the flag but nothing in its core sets it; this does.
 */
declare global {
  interface Window {
    ___failedResources?: boolean;
  }
}

const CHUNK_FAILURE = /loading (?:css )?chunk [\w-]* ?failed/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return CHUNK_FAILURE.test(text) || /ChunkLoadError/.test(text);
}

export function watchFailedResources(target: Window = window): void {
  target.addEventListener(
    'error',
    (event) => {
      // Load errors of <script> and <link> do not bubble; the capture phase sees them.
      const element = event.target;
      if (element instanceof HTMLScriptElement || element instanceof HTMLLinkElement) target.___failedResources = true;
    },
    true,
  );
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason)) target.___failedResources = true;
  });
}
