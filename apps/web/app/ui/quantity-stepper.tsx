import { useId, useState } from 'react';
import { useT } from '../i18n/use-i18n.ts';
import { decreaseQuantity, increaseQuantity, MIN_QUANTITY, parseQuantity } from '../lib/quantity.ts';
import '../styles/quantity-stepper.css';

export interface QuantityStepperProps {
  /** The field's name in the form around it. */
  name?: string;
  /** The quantity to start from; the parent gives a new `key` to set another. */
  initial?: number;
  /** Called with each quantity the visitor settles on. */
  onChange?: (quantity: number) => void;
  max?: number;
  /** What the quantity is of, for a screen reader, when several steppers share a page. */
  label?: string;
  /** The buttons need JavaScript: the page enables them once it has hydrated. */
  interactive: boolean;
}

/**
 * Minus, a number field and plus. What is typed is kept while typing and checked when the field
 * is left or Enter is pressed: anything but a positive whole number becomes 1 (SPEC §4/§5).
 */
export function QuantityStepper({
  name,
  initial = MIN_QUANTITY,
  onChange,
  max,
  label,
  interactive,
}: QuantityStepperProps) {
  const t = useT();
  const [typed, setTyped] = useState(String(initial));
  const quantity = Math.min(parseQuantity(typed), max ?? Number.MAX_SAFE_INTEGER);
  const id = useId();
  const settle = (next: number) => {
    setTyped(String(next));
    if (next !== initial) onChange?.(next);
  };

  return (
    <div className="input-group quantity-stepper">
      <button
        type="button"
        className="btn btn-outline-dark"
        aria-label={t('catalogue.quantity.decrease')}
        aria-controls={id}
        disabled={!interactive || quantity <= MIN_QUANTITY}
        onClick={() => settle(decreaseQuantity(quantity))}
      >
        −
      </button>
      <input
        id={id}
        name={name}
        className="form-control"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={max}
        step={1}
        aria-label={label ? `${t('catalogue.quantity.label')}: ${label}` : t('catalogue.quantity.label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => settle(quantity)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle(quantity);
        }}
      />
      <button
        type="button"
        className="btn btn-outline-dark"
        aria-label={t('catalogue.quantity.increase')}
        aria-controls={id}
        disabled={!interactive || (max !== undefined && quantity >= max)}
        onClick={() => settle(increaseQuantity(quantity))}
      >
        +
      </button>
    </div>
  );
}
