import { VAT_RATE_PERCENT } from '@rennfeld/contract/order-totals';
import { useLocale, useT } from '../i18n/use-i18n.ts';
import { formatPrice } from '../lib/format.ts';

export interface Totals {
  subtotal: number;
  shipping: number;
  vat: number;
  total: number;
}

/** Subtotal, shipping, total and the VAT it contains, as the cart, the checkout and the confirmation state them. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <dl className="cart-totals">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(totals.subtotal, locale)}</dd>
        <dt>{t('cart.shipping')}</dt>
        <dd>{totals.shipping === 0 ? t('cart.freeShipping') : formatPrice(totals.shipping, locale)}</dd>
        <dt className="cart-totals__total">{t('cart.total')}</dt>
        <dd className="cart-totals__total">{formatPrice(totals.total, locale)}</dd>
      </dl>
      <p className="small text-body-secondary mb-1">
        {t('cart.vatIncluded', { rate: VAT_RATE_PERCENT, amount: formatPrice(totals.vat, locale) })}
      </p>
    </>
  );
}
