import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from '../layout/icons';
import { lazyPart } from '../ui/lazyPart';
import * as styles from './PredictiveSearch.module.css';

// The combobox with the catalogue store, prices and thumbnails: a chunk of its own, out of the first load.
const SearchPanel = lazyPart(() => import(/* webpackChunkName: "part-search-panel" */ './SearchPanel').then((m) => m.SearchPanel));
const preloadPanel = () => void SearchPanel.preload().catch(() => undefined);

/**
 * Header search: a button opens the search panel (SearchPanel, an ARIA 1.2
 * combobox); a press outside or Escape closes it. The typed text and list state live here, so they
 * stay between openings.
 */
export function PredictiveSearch({ className }: { className?: string }) {
  const idBase = useId().replace(/:/g, '');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setListOpen(false);
    setActive(-1);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={open}
        aria-label={open ? 'Close search' : 'Search'}
        onClick={() => (open ? close(false) : setOpen(true))}
        // Fetched as the pointer or focus arrives, so the field appears with the click.
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </button>
      {open ? (
        <SearchPanel.Component
          idBase={idBase}
          query={query}
          setQuery={setQuery}
          active={active}
          setActive={setActive}
          listOpen={listOpen}
          setListOpen={setListOpen}
          close={close}
        />
      ) : null}
    </div>
  );
}
