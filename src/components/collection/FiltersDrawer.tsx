import type { ListingState } from '../../lib/collectionQuery';
import type { FilterSummary } from '../../lib/listingFilters';
import { Modal } from '../ui/Modal';
import { CollectionFilters, type FilterChange } from './CollectionFilters';
import * as styles from './FiltersDrawer.module.css';

export interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  state: ListingState;
  summary: FilterSummary;
  onChange: (change: FilterChange) => void;
  /** Shown only while a filter is set. */
  onClearAll: (() => void) | null;
  /** The close button's words, e.g. "Show 24 products". */
  showLabel: string;
}

/** The phone's filter drawer: a part of its own, loaded when the shopper first asks for it. */
export function FiltersDrawer({ open, onClose, state, summary, onChange, onClearAll, showLabel }: FiltersDrawerProps) {
  return (
    <Modal open={open} onClose={onClose} title="Filters" variant="drawer">
      <div className={styles.layout}>
        <div className={styles.filters}>
          <CollectionFilters idPrefix="drawer" state={state} summary={summary} onChange={onChange} />
        </div>
        <p className={styles.drawerActions}>
          {onClearAll ? (
            <button type="button" className="button button--secondary" onClick={onClearAll}>
              Clear all
            </button>
          ) : null}
          <button type="button" className="button" onClick={onClose}>
            {showLabel}
          </button>
        </p>
      </div>
    </Modal>
  );
}
