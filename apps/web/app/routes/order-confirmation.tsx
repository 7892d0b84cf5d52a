import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { removeOrderedLines } from '../features/cart/cart-store.ts';
import { OrderSummary } from '../features/checkout/order-summary.tsx';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { readI18n, useLocale, useT } from '../i18n/use-i18n.ts';
import { isNotFoundAnswer } from '../lib/api-client.ts';
import { createServerApi, getOrderConfirmation } from '../lib/api.ts';
import { formatDate, formatPrice } from '../lib/format.ts';
import { throwNotFound } from '../lib/not-found-response.ts';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import '../styles/cart.css';
import type { Route } from './+types/order-confirmation';

/** The buyer's page alone: never kept by a cache, never listed, its address never sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
});

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildNoIndexMeta(readI18n(matches).t('order.title'));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  try {
    return { order: await getOrderConfirmation(createServerApi(context, request), params.key) };
  } catch (error) {
    if (isNotFoundAnswer(error)) throwNotFound();
    throw error;
  }
}

/** After the order: its number, what was bought, and how to pay, with a GiroCode to scan. */
export default function OrderConfirmation({ loaderData: { order } }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { payment } = order;
  // What was ordered leaves the cart kept in this browser.
  useEffect(() => removeOrderedLines(order.lines), [order.lines]);
  const amount = formatPrice(payment.amount, locale);
  return (
    <div className="container py-4 py-lg-5">
      <h1 className="mb-3">{t('order.title')}</h1>
      <p className="fs-5">
        {t('order.number')}: <strong>{order.number}</strong>
      </p>
      <p>{t('order.mailSent')}</p>
      <div className="row g-4 g-lg-5 mt-1">
        <section className="col-lg-7" aria-labelledby="order-payment">
          <h2 id="order-payment" className="h4">
            {t('order.payHeading')}
          </h2>
          <p>{t('order.payIntro', { amount, date: formatDate(payment.due_date, locale) })}</p>
          <div className="d-flex flex-wrap gap-4 align-items-start">
            <dl className="order-payment mb-0">
              <dt>{t('order.accountHolder')}</dt>
              <dd>{payment.account_holder}</dd>
              <dt>{t('order.iban')}</dt>
              <dd className="font-monospace">{payment.iban.replace(/(.{4})(?=.)/g, '$1 ')}</dd>
              <dt>{t('order.bic')}</dt>
              <dd className="font-monospace">{payment.bic}</dd>
              <dt>{t('order.amount')}</dt>
              <dd>{amount}</dd>
              <dt>{t('order.reference')}</dt>
              <dd className="font-monospace">{payment.reference}</dd>
            </dl>
            <figure className="mb-0 text-center">
              <QRCodeSVG
                value={payment.qr_payload}
                size={176}
                level="M"
                marginSize={4}
                title={t('order.qrLabel')}
                role="img"
                aria-label={t('order.qrLabel')}
              />
              <figcaption className="small text-body-secondary mt-1 order-qr-caption">{t('order.qrHint')}</figcaption>
            </figure>
          </div>
        </section>
        <section className="col-lg-5" aria-labelledby="order-lines">
          <h2 id="order-lines" className="h4">
            {t('order.linesHeading')}
          </h2>
          <OrderSummary
            lines={order.lines.map((line) => ({
              key: `${line.product}/${line.size}`,
              name: line.name,
              containerSize: line.container_size,
              quantity: line.quantity,
              unitPrice: line.unit_price,
              total: line.total,
            }))}
            totals={order}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
