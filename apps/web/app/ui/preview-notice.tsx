import type { Preview } from '@rennfeld/contract';
import { useLocale, useT } from '../i18n/use-i18n.ts';
import { formatDateTime } from '../lib/format.ts';

/**
 * The banner above a previewed record (decision 042): what the page is and what visitors see of
 * it. Only staff get a preview, so visitors never see these texts; the SPEC's texts of the pages
 * stay as they are. `WithPreviewNotice` loads it with `lazy()`, and it imports only modules every
 * page already loads: it is then a chunk no visitor's page preloads or loads.
 */
export default function PreviewNotice({ preview, publishedAt }: { preview: Preview; publishedAt?: string }) {
  const t = useT();
  const locale = useLocale();
  const scheduled = preview.state === 'scheduled' && publishedAt !== undefined;
  return (
    <p className="alert alert-warning" role="status">
      <strong>{t('common.preview.label')}</strong>{' '}
      {scheduled ? (
        <>
          {t('common.preview.scheduled')}{' '}
          <time dateTime={publishedAt} suppressHydrationWarning>
            {formatDateTime(publishedAt, locale)}
          </time>
          .
        </>
      ) : (
        t(preview.state === 'published' ? 'common.preview.published' : 'common.preview.draft')
      )}
    </p>
  );
}
