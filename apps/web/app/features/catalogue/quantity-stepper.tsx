import { useId, useState } from 'react';
import { useT } from '../../i18n/use-i18n.ts';
import { useHydrated } from './use-hydrated.ts';
import { decreaseQuantity, increaseQuantity, MIN_QUANTITY, parseQuantity } from './quantity.ts';

/**
 * Minus, a number field and plus. What is typed is kept while typing and checked when the field
 * is left or Enter is pressed: anything but a positive whole number becomes 1 (SPEC §4/§5).
 * The buttons need JavaScript, so they are enabled from hydration on.
 */
export function QuantityStepper() {
  const hydrated = useHydrated();
  const t = useT();
  const [typed, setTyped] = useState(String(MIN_QUANTITY));
  const quantity = parseQuantity(typed);
  const id = useId();
  const commit = () => setTyped(String(quantity));

  return (
    <div className="input-group quantity-stepper">
      <button
        type="button"
        className="btn btn-outline-dark"
        aria-label={t('catalogue.quantity.decrease')}
        aria-controls={id}
        disabled={!hydrated || quantity <= MIN_QUANTITY}
        onClick={() => setTyped(String(decreaseQuantity(quantity)))}
      >
        −
      </button>
      <input
        id={id}
        className="form-control"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        step={1}
        aria-label={t('catalogue.quantity.label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="btn btn-outline-dark"
        aria-label={t('catalogue.quantity.increase')}
        aria-controls={id}
        disabled={!hydrated}
        onClick={() => setTyped(String(increaseQuantity(quantity)))}
      >
        +
      </button>
    </div>
  );
}
