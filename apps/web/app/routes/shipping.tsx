import { DELIVERY_DAYS } from '@rennfeld/contract/constants';
import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { formatPrice } from '../lib/format.ts';
import { readRootData, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/shipping';
import '../styles/content.css';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.shipping,
    title: t('shop.shipping.title'),
    description: t('shop.shipping.description'),
  });
}

/**
 * Beyond SPEC §2 (where the footer's link leads nowhere): the shipping costs a shop must state
 * before the cart (PAngV § 6), from the shop's settings (decision 104).
 */
export default function Shipping() {
  const t = useT();
  const localePath = useLocalePath();
  const { shop, i18n } = useRootData();
  return (
    <article className="container py-5 content-article">
      <h1 className="display-6 fw-bold mb-4">{t('shop.shipping.title')}</h1>
      <h2 className="h4 mt-5">{t('shop.shipping.costsHeading')}</h2>
      {shop ? (
        <p>
          {t('shop.shipping.costs', {
            threshold: formatPrice(shop.free_shipping_above, i18n.locale),
            fee: formatPrice(shop.shipping_fee, i18n.locale),
          })}
        </p>
      ) : (
        <p role="alert">{t('shop.unavailable')}</p>
      )}
      <p>{t('shop.shipping.vat')}</p>
      <h2 className="h4 mt-5">{t('shop.shipping.areaHeading')}</h2>
      <p>{t('shop.shipping.area')}</p>
      <h2 className="h4 mt-5">{t('shop.shipping.timeHeading')}</h2>
      <p>{t('shop.shipping.time', shop?.delivery_days ?? DELIVERY_DAYS)}</p>
      <h2 className="h4 mt-5">{t('shop.shipping.damageHeading')}</h2>
      <p>{t('shop.shipping.damage', { hours: t('common.hotlineHours') })}</p>
      <p className="mt-5">
        <Link to={localePath(SITE_PATHS.paymentMethods)}>{t('shop.shipping.paymentLink')}</Link>
      </p>
    </article>
  );
}
