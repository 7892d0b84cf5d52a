import { VAT_RATE_PERCENT } from '@rennfeld/contract/order-totals';
import { useLocale, useT } from '../../i18n/use-i18n.ts';
import { formatPrice } from '../../lib/format.ts';

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

export interface SummaryTotals {
  subtotal: number;
  shipping: number;
  vat: number;
  total: number;
}

/** The lines of an order and its totals, as the checkout and the confirmation show them. */
export function OrderSummary({ lines, totals }: { lines: readonly SummaryLine[]; totals: SummaryTotals }) {
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
      <dl className="cart-totals">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(totals.subtotal, locale)}</dd>
        <dt>{t('cart.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('cart.freeShipping') : formatPrice(totals.shipping, locale)}</dd>
        <dt className="cart-totals__total">{t('cart.total')}</dt>
        <dd className="cart-totals__total">{formatPrice(totals.total, locale)}</dd>
      </dl>
      <p className="small text-body-secondary">
        {t('cart.vatIncluded', { rate: VAT_RATE_PERCENT, amount: formatPrice(totals.vat, locale) })}
      </p>
    </>
  );
}
