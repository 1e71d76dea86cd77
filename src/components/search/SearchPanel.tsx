import { navigate } from 'gatsby';
import { type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { PREDICTIVE_SEARCH_MIN_CHARS } from '../../config/listings';
import { ROUTES, collectionPath, productPath } from '../../config/site';
import { imageUrlWithWidth } from '../../lib/images';
import { formatMoneyV2 } from '../../lib/money';
import { serializeSearchQuery } from '../../lib/searchQuery';
import type { Suggestions } from '../../storefront/types';
import { useListings } from '../../stores/listings';
import { SearchIcon } from '../layout/icons';
import * as styles from './PredictiveSearch.module.css';

const THUMB_WIDTH = 96;

interface Option {
  id: string;
  href: string;
  kind: 'query' | 'collection' | 'product' | 'all';
  label: string;
  detail?: string;
  image?: string | null;
}

const searchHref = (q: string) => `${ROUTES.search}${serializeSearchQuery({ q, page: 1, after: null, before: null })}`;

function optionsFor(query: string, suggestions: Suggestions | null, idBase: string): Array<{ title: string; options: Option[] }> {
  if (!suggestions) return [];
  const groups = [
    {
      title: 'Suggestions',
      options: suggestions.queries.map((text, i) => ({ id: `${idBase}-q${i}`, href: searchHref(text), kind: 'query' as const, label: text })),
    },
    {
      title: 'Collections',
      options: suggestions.collections.map((c, i) => ({ id: `${idBase}-c${i}`, href: collectionPath(c.handle), kind: 'collection' as const, label: c.title })),
    },
    {
      title: 'Products',
      options: suggestions.products.map((p, i) => ({
        id: `${idBase}-p${i}`,
        href: productPath(p.handle),
        kind: 'product' as const,
        label: p.title,
        detail: formatMoneyV2(p.price),
        image: p.image ? imageUrlWithWidth(p.image.url, THUMB_WIDTH) : null,
      })),
    },
    {
      title: 'Search',
      options: [{ id: `${idBase}-all`, href: searchHref(query), kind: 'all' as const, label: `Search for “${query}”` }],
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

export interface SearchPanelProps {
  /** Base of the element ids (the header's useId). */
  idBase: string;
  query: string;
  setQuery: Dispatch<SetStateAction<string>>;
  /** Index of the highlighted suggestion, -1 for none. */
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  listOpen: boolean;
  setListOpen: Dispatch<SetStateAction<boolean>>;
  /** Closes the panel, optionally putting focus back on the header's search button. */
  close: (returnFocus: boolean) => void;
}

/**
 * The open header search: a search field that is an ARIA 1.2 combobox. Typing asks
 * for suggestions after a pause; ↑/↓ move through them, Enter opens one (or searches for the text),
 * Escape closes the list, then the field. Its state lives in the header's PredictiveSearch, which
 * keeps it between openings; this part (the listings store, money, images) loads on first opening.
 */
export function SearchPanel({ idBase, query, setQuery, active, setActive, listOpen, setListOpen, close }: SearchPanelProps) {
  const listId = `${idBase}-list`;
  const predictive = useListings((s) => s.predictive);
  const predict = useListings((s) => s.predict);
  const clearPredictions = useListings((s) => s.clearPredictions);

  const trimmed = query.trim();
  const fresh = predictive.key === trimmed.replace(/\s+/g, ' ');
  const groups = trimmed.length >= PREDICTIVE_SEARCH_MIN_CHARS && fresh ? optionsFor(trimmed, predictive.result, idBase) : [];
  const options = groups.flatMap((g) => g.options);
  const expanded = listOpen && options.length > 0;

  const go = (href: string) => {
    close(false);
    setQuery('');
    clearPredictions();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const last = options.length - 1;
      // Wraps around at both ends, like a native select list.
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListOpen(false);
        setActive(-1);
      } else close(true);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active].href);
    }
  };

  const status =
    trimmed.length < PREDICTIVE_SEARCH_MIN_CHARS
      ? ''
      : predictive.status === 'loading' || !fresh
        ? 'Searching…'
        : predictive.status === 'error'
          ? 'Suggestions are unavailable right now. Press Enter to search.'
          : `${options.length - 1} suggestions. Use the up and down arrow keys to choose one.`;

  return (
    <div className={styles.panel}>
      <form
        role="search"
        className={`container ${styles.form}`}
        action={ROUTES.search}
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) go(searchHref(trimmed));
        }}
      >
        <label htmlFor={`${idBase}-input`} className="visually-hidden">
          Search products
        </label>
        <SearchIcon className={styles.icon} />
        <input
          // The panel exists only while search is open: focus goes to the field as it appears.
          autoFocus
          id={`${idBase}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Search bikinis, prints, collections…"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && options[active] ? options[active].id : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setListOpen(true);
            predict(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={`button ${styles.submit}`}>
          Search
        </button>
        <p className="visually-hidden" role="status" aria-live="polite">
          {status}
        </p>
        <div id={listId} role="listbox" aria-label="Search suggestions" className={styles.list} hidden={!expanded}>
          {groups.map((group) => (
            <div key={group.title} role="group" aria-label={group.title} className={styles.group}>
              <p className={styles.groupTitle} aria-hidden="true">
                {group.title}
              </p>
              {group.options.map((option) => {
                const index = options.indexOf(option);
                return (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={index === active}
                    className={`${styles.option} ${index === active ? styles.active : ''}`}
                    onPointerDown={(event) => event.preventDefault()}
                    onClick={() => go(option.href)}
                    onPointerEnter={() => setActive(index)}
                  >
                    {option.kind === 'product' ? (
                      option.image ? <img src={option.image} alt="" width={40} height={50} /> : <span className={styles.noImage} />
                    ) : null}
                    <span className={styles.label}>{option.label}</span>
                    {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </form>
    </div>
  );
}
