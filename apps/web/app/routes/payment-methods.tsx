import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { readRootData, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/payment-methods';
import '../styles/content.css';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.paymentMethods,
    title: t('shop.payment.title'),
    description: t('shop.payment.description'),
  });
}

/**
 * Beyond SPEC §2 (where the footer's link leads nowhere): how an order is paid, stated before the
 * cart (PAngV § 6), from the shop's settings (decision 104).
 */
export default function PaymentMethods() {
  const t = useT();
  const localePath = useLocalePath();
  const { shop } = useRootData();
  return (
    <article className="container py-5 content-article">
      <h1 className="display-6 fw-bold mb-4">{t('shop.payment.title')}</h1>
      <h2 className="h4 mt-5">{t('shop.payment.prepaymentHeading')}</h2>
      <p>{t('shop.payment.prepayment')}</p>
      {shop ? (
        <p>{t('shop.payment.prepaymentDays', { days: shop.payment_days })}</p>
      ) : (
        <p role="alert">{t('shop.unavailable')}</p>
      )}
      <p>{t('shop.payment.fees')}</p>
      <p>{t('shop.payment.onlyOne')}</p>
      <p className="mt-5">
        <Link to={localePath(SITE_PATHS.shipping)}>{t('shop.payment.shippingLink')}</Link>
      </p>
    </article>
  );
}
