import type { VariantView } from '../../lib/product';
import { variantForOptions } from '../../lib/productVariants';
import * as styles from './VariantPicker.module.css';

export interface VariantPickerProps {
  options: ReadonlyArray<{ name: string; values: readonly string[] }>;
  variants: readonly VariantView[];
  selected: VariantView | null;
  onSelect: (variant: VariantView) => void;
}

const isDefaultOnly = (variants: readonly VariantView[]) => variants.length <= 1 && variants[0]?.title === 'Default Title';

/**
 * One radio group per option (Size…). A value whose variant is sold out stays visible but is disabled
 * and says so; arrow keys move between the values, as in any radio group.
 */
export function VariantPicker({ options, variants, selected, onSelect }: VariantPickerProps) {
  if (isDefaultOnly(variants)) return null;
  const current: Record<string, string> = Object.fromEntries((selected?.selectedOptions ?? []).map((o) => [o.name, o.value]));
  return (
    <div className={styles.picker}>
      {options.map((option) => (
        <fieldset key={option.name} className={styles.option}>
          <legend>
            {option.name}
            {current[option.name] ? <span className={styles.chosen}>: {current[option.name]}</span> : null}
          </legend>
          <div className={styles.values}>
            {option.values.map((value) => {
              const variant = variantForOptions(variants, { ...current, [option.name]: value });
              const soldOut = !variant || !variant.availableForSale;
              const id = `option-${option.name}-${value}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
              return (
                <span key={value} className={styles.value}>
                  <input
                    type="radio"
                    id={id}
                    name={`option-${option.name}`}
                    value={value}
                    className={styles.input}
                    checked={current[option.name] === value}
                    disabled={soldOut}
                    onChange={() => variant && onSelect(variant)}
                  />
                  <label htmlFor={id} className={styles.label}>
                    {value}
                    {soldOut ? <span className="visually-hidden"> (sold out)</span> : null}
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
