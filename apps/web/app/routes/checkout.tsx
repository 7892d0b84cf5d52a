import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { data, Link } from 'react-router';
import { CheckoutForm } from '../features/checkout/checkout-form.tsx';
import { createSubmissionId, submitCheckout } from '../features/checkout/checkout.server.ts';
import { OrderSummary } from '../features/checkout/order-summary.tsx';
import { readCheckoutLines } from '../features/cart/checkout-lines.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { createServerApi } from '../lib/api.ts';
import { priceCart } from '../features/cart/cart-api.ts';
import { ErrorText } from '../ui/status.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import '../styles/cart.css';
import type { Route } from './+types/checkout';

/** Each answer carries a one-time submission id: no cache may keep it, no search engine list it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildNoIndexMeta(readI18n(matches).t('checkout.title'));
}

/** The lines come from the address (decision 105), priced by the server as they would be ordered now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lines = readCheckoutLines(new URL(request.url).searchParams);
  if (lines.length === 0) return { status: 'empty' as const };
  try {
    const cart = await priceCart(createServerApi(context, request), lines, request.signal);
    return { status: 'ready' as const, cart, submissionId: createSubmissionId() };
  } catch (error) {
    context.logError('The checkout could not price the cart', error);
    return data({ status: 'error' as const }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form is an empty form: the visitor sees what is required.
  const form = await request.formData().catch(() => new FormData());
  const fields = [...form.entries()].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []));
  return submitCheckout({ form, lines: readCheckoutLines(new URLSearchParams(fields)), request, context });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  if (loaderData.status === 'error') {
    return (
      <div className="container py-5">
        <h1 className="mb-4">{t('checkout.title')}</h1>
        <ErrorText message={t('cart.error')} />
      </div>
    );
  }
  if (loaderData.status === 'empty') {
    return (
      <div className="container py-5">
        <h1 className="mb-4">{t('checkout.title')}</h1>
        <p>{t('checkout.empty')}</p>
        <Link className="btn btn-dark" to={localePath(SITE_PATHS.home)}>
          {t('checkout.continueShopping')}
        </Link>
      </div>
    );
  }
  const { cart } = loaderData;
  const orderable = cart.lines.filter((line) => line.availability !== 'unavailable');
  return (
    <div className="container py-4 py-lg-5">
      <h1 className="mb-4">{t('checkout.title')}</h1>
      <div className="row g-4 g-lg-5 flex-lg-row-reverse">
        <section className="col-lg-5" aria-labelledby="checkout-overview">
          <h2 id="checkout-overview" className="h5">
            {t('checkout.overview')}
          </h2>
          <OrderSummary
            lines={orderable.map((line) => ({
              key: `${line.product}/${line.size}`,
              name: line.item!.name,
              containerSize: line.item!.container_size,
              quantity: line.quantity,
              unitPrice: line.item!.unit_price,
              total: line.total,
              ...(line.availability === 'short' && line.in_stock !== null
                ? { note: t('cart.short', { count: line.in_stock }) }
                : {}),
            }))}
            totals={cart}
          />
          {orderable.length < cart.lines.length && (
            <p className="small text-danger">{t('checkout.unavailableLines')}</p>
          )}
        </section>
        <div className="col-lg-7">
          <CheckoutForm
            lines={orderable}
            submissionId={actionData?.submissionId ?? loaderData.submissionId}
            refusal={actionData}
          />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
