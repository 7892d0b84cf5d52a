import { buildLegalDocumentPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { LANGUAGE_OFFER_STORAGE_KEY } from '../features/layout/language-offer.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/cookie-settings';
import '../styles/content.css';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.cookieSettings,
    title: t('cookies.title'),
    description: t('cookies.description'),
  });
}

/**
 * Beyond SPEC §2 (where the footer's link leads nowhere): the site sets no cookie for visitors,
 * and this page says so, with the one thing a browser may keep (decision 048).
 */
export default function CookieSettings() {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <article className="container py-5 content-article">
      <h1 className="display-6 fw-bold mb-4">{t('cookies.title')}</h1>
      <p className="lead">{t('cookies.noCookies')}</p>
      <h2 className="h4 mt-5">{t('cookies.storageHeading')}</h2>
      <p>{t('cookies.languageOffer', { key: LANGUAGE_OFFER_STORAGE_KEY })}</p>
      <h2 className="h4 mt-5">{t('cookies.staffHeading')}</h2>
      <p>{t('cookies.staff')}</p>
      <p className="mt-5">
        {t('cookies.morePrefix')}{' '}
        <Link to={localePath(buildLegalDocumentPath('privacyPolicy'))}>{t('cookies.privacyLink')}</Link>
      </p>
    </article>
  );
}
