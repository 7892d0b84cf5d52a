import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatPrice } from '../../lib/format.ts';
import { OrderTotals, type Totals } from '../../ui/order-totals.tsx';

export interface SummaryLine {
  key: string;
  name: string;
  containerSize: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** What the buyer must know of this line (too few in stock, say). */
  note?: string;
}

/** The lines of an order and its totals, as the checkout and the confirmation show them. */
export function OrderSummary({ lines, totals }: { lines: readonly SummaryLine[]; totals: Totals }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <ul className="list-unstyled order-summary">
        {lines.map((line) => (
          <li key={line.key} className="order-summary__line">
            <div>
              <span className="fw-semibold">
                {line.name} ({line.containerSize})
              </span>
              <div className="small text-body-secondary">
                {t('checkout.quantity', { quantity: line.quantity })} ·{' '}
                {t('cart.unitPrice', { price: formatPrice(line.unitPrice, locale) })}
              </div>
              {line.note && <div className="small text-danger">{line.note}</div>}
            </div>
            <span className="fw-semibold text-nowrap">{formatPrice(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals totals={totals} />
    </>
  );
}
