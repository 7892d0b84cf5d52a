import type { SiteLocale } from '@rennfeld/contract/constants';
import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useLocalePath, useT } from '../../i18n/use-i18n.ts';
import { formatDate } from '../../lib/format.ts';
import type { SafeHtml } from '../../lib/safe-html.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { RichText } from '../../ui/rich-text.tsx';
import '../../styles/content.css';

/** The document's last update as the page's language writes a date, if the date is valid. */
function formatUpdated(value: string, locale: SiteLocale): string | null {
  return Number.isNaN(new Date(value).getTime()) ? null : formatDate(value, locale);
}

/** `statutory`: what the page states from the company's own details, above the document's text. */
export function LegalDocumentView({
  title,
  document,
  statutory,
}: {
  title: string;
  document: { description: SafeHtml; updated_at: string; untranslated?: string[] } | null;
  statutory?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const updated = document ? formatUpdated(document.updated_at, locale) : null;
  return (
    <article className="container py-5 content-article">
      <h1 className="display-6 fw-bold mb-4">{title}</h1>
      {statutory}
      {document ? (
        <>
          <RichText
            html={document.description}
            className="content-rich-text"
            lang={fallbackLang(document, 'description')}
          />
          {updated ? (
            <p className="text-secondary small mt-5 mb-0">
              {t('content.legal.lastUpdated')} <time dateTime={document.updated_at}>{updated}</time>
            </p>
          ) : null}
        </>
      ) : (
        // SPEC §8 only logs this failure; the visitor still learns what happened and where to turn.
        <p className="lead">
          {t('content.legal.unavailable')} {t('content.legal.tryAgainOr')}
          <Link to={localePath(SITE_PATHS.contact)}>{t('content.legal.contactUs')}</Link>.
        </p>
      )}
    </article>
  );
}
