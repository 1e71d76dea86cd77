import { HydrationSlice } from '../ui/HydrationSlice';
import { COLOUR_FILTERS, SIZE_FILTER_VALUES, colourSwatchUrl } from '../../config/collectionFilters';
import { env } from '../../config/env';
import { toggleValue, type ListingState } from '../../lib/collectionQuery';
import type { FilterSummary } from '../../lib/listingFilters';
import * as styles from './CollectionFilters.module.css';

export type FilterChange = Partial<Pick<ListingState, 'colours' | 'sizes' | 'available'>>;

export interface CollectionFiltersProps {
  state: ListingState;
  summary: FilterSummary;
  onChange: (change: FilterChange) => void;
  /** Distinguishes the ids when the panel is rendered twice (sidebar and mobile drawer). */
  idPrefix: string;
}

const storeOrigin = (() => {
  try {
    return new URL(env.storefrontEndpoint).origin;
  } catch {
    return '';
  }
})();

/**
 * Colour (the shop's 12 filter colours, with swatches), size and availability filters. Checkboxes: a
 * shopper can combine colours and sizes; every change goes to the URL through onChange. The colour and
 * size groups hydrate in turns of their own (HydrationSlice).
 */
export function CollectionFilters({ state, summary, onChange, idPrefix }: CollectionFiltersProps) {
  const sizes = SIZE_FILTER_VALUES.filter((s) => summary.sizes[s] !== undefined || state.sizes.includes(s));
  const knownColours = Object.keys(summary.colours).length > 0;
  return (
    <div className={styles.filters}>
      <HydrationSlice>
        <fieldset className={styles.group}>
          <legend>Colour</legend>
          <ul className={styles.swatches}>
            {COLOUR_FILTERS.map((colour) => {
              const count = summary.colours[colour.value];
              const checked = state.colours.includes(colour.value);
              const empty = knownColours && !count && !checked;
              const id = `${idPrefix}-colour-${colour.id}`;
              return (
                <li key={colour.value}>
                  <input
                    id={id}
                    type="checkbox"
                    className={styles.swatchInput}
                    checked={checked}
                    disabled={empty}
                    onChange={() => onChange({ colours: toggleValue(state.colours, colour.value) })}
                  />
                  <label htmlFor={id} className={styles.swatch} title={colour.name}>
                    <img src={colourSwatchUrl(storeOrigin, colour.id)} alt="" width={28} height={28} loading="lazy" />
                    <span>{colour.name}</span>
                    {count !== undefined ? (
                      <span className={styles.count}>
                        {count}
                        <span className="visually-hidden"> products</span>
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </HydrationSlice>
      {sizes.length > 0 ? (
        <HydrationSlice>
          <fieldset className={styles.group}>
            <legend>Size</legend>
            <ul className={styles.pills}>
              {sizes.map((size) => {
                const id = `${idPrefix}-size-${size.replace(/\s+/g, '-').toLowerCase()}`;
                return (
                  <li key={size}>
                    <input
                      id={id}
                      type="checkbox"
                      className={styles.pillInput}
                      checked={state.sizes.includes(size)}
                      onChange={() => onChange({ sizes: toggleValue(state.sizes, size) })}
                    />
                    <label htmlFor={id} className={styles.pill}>
                      {size}
                      {summary.sizes[size] !== undefined ? <span className="visually-hidden"> ({summary.sizes[size]} products)</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </HydrationSlice>
      ) : null}
      <fieldset className={styles.group}>
        <legend>Availability</legend>
        <label className={styles.toggle}>
          <input type="checkbox" checked={state.available} onChange={(e) => onChange({ available: e.target.checked })} />
          <span>In stock only</span>
          {summary.inStock !== null ? (
            <span className={styles.count}>
              {summary.inStock}
              <span className="visually-hidden"> products</span>
            </span>
          ) : null}
        </label>
      </fieldset>
    </div>
  );
}
