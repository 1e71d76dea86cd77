import { COLLECTION_SORTS } from '../../config/collectionFilters';
import type { SortId } from '../../lib/collectionQuery';
import * as styles from './SortSelect.module.css';

/** Sort order of the listing (Featured, Best selling, Newest, Price ↑/↓, A–Z). */
export function SortSelect({ value, onChange, id }: { value: SortId; onChange: (sort: SortId) => void; id: string }) {
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as SortId)}>
        {COLLECTION_SORTS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
