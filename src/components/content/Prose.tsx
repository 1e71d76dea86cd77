import { navigate } from 'gatsby';
import type { MouseEvent } from 'react';
import * as styles from './Prose.module.css';

/** A link the app can follow without a full page load: same origin, plain left click, no target. */
function internalTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = (event.target as HTMLElement).closest('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Markdown rendered at build time (our own content/ files, so trusted HTML), styled for reading.
 * Links to other pages of the shop navigate inside the app like every other link.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = internalTarget(event);
    if (target === null) return;
    event.preventDefault();
    void navigate(target);
  };
  return (
    // The click handler only upgrades real links, which stay keyboard operable on their own.
    <div className={`prose ${styles.prose} ${className ?? ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
