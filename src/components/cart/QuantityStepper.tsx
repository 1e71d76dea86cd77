import { useId } from 'react';
import { CART_LINE_MAX_QUANTITY } from '../../config/cart';
import { clampQuantity } from '../../features/cart/rules/lines';
import * as styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** The new quantity within [min, max], and what was typed (more than `max` when it was capped). */
  onChange: (quantity: number, requested: number) => void;
  /** Names the field and its buttons, e.g. "Quantity" or "Quantity of Marina Top". */
  label: string;
  /** Lowest value the stepper offers (1 on the product page; 1 in the cart, where remove is separate). */
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Show the label visibly (product page) or only to assistive technology (cart lines). */
  showLabel?: boolean;
}

/** Minus, a number field and plus; keyboard users can also type or use the arrow keys in the field. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = CART_LINE_MAX_QUANTITY,
  disabled = false,
  showLabel = false,
}: QuantityStepperProps) {
  const id = useId();
  // "Quantity of Marina Top" → "Decrease quantity of Marina Top": only the first letter changes.
  const name = label.charAt(0).toLowerCase() + label.slice(1);
  const set = (next: unknown) => {
    const clamped = clampQuantity(next, min, max);
    const requested = Number(next);
    if (clamped !== value || requested > max) onChange(clamped, requested);
  };
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease ${name}`}
          disabled={disabled || value <= min}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            // An emptied field waits for the next digit instead of jumping to the minimum.
            if (event.target.value !== '') set(event.target.value);
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase ${name}`}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
