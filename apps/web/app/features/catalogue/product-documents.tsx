import type { ProductDocument } from '@rennfeld/contract';
import type { DocumentKind } from '@rennfeld/contract/constants';
import type { MessageKey } from '../../i18n/translator.ts';
import { useT } from '../../i18n/use-i18n.ts';
import { useRootData } from '../../lib/root-data.ts';
import { buildStoredFileUrl } from '../../lib/storage.ts';

const KIND_LABELS = {
  safety_data_sheet: 'catalogue.documents.safetyDataSheet',
  technical_data_sheet: 'catalogue.documents.technicalDataSheet',
} as const satisfies Record<DocumentKind, MessageKey>;

/** "03/2026": the month and year a data sheet's version was issued, as data sheets are cited. */
const monthOf = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A product's safety and technical data sheets (REACH Art. 31), the newest version of each, by
 * kind, language and date: "Sicherheitsdatenblatt (DE, 03/2026)" (decision 100).
 */
export function ProductDocuments({ documents }: { documents: readonly ProductDocument[] }) {
  const t = useT();
  const { env } = useRootData();
  if (documents.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="h4">
        {t('catalogue.documents.heading')}
      </h2>
      <ul className="list-unstyled mb-0">
        {documents.map((document) => (
          <li key={document.url} className="mb-1">
            <a
              href={buildStoredFileUrl(env.storageBase, document.url)}
              type="application/pdf"
              hrefLang={document.language}
            >
              {t(KIND_LABELS[document.kind])} ({document.language.toUpperCase()}, {monthOf(document.version_date)})
            </a>{' '}
            <span className="text-body-secondary small">PDF</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
