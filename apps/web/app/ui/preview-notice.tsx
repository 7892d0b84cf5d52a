import type { Preview } from '@rennfeld/contract';

/**
 * The notice on a staff preview (decision 042). Only staff get a preview, so visitors never see
 * these texts; the SPEC's texts of the pages stay as they are.
 */
const PREVIEW_TEXTS = {
  label: 'Preview:',
  draft: 'This is a preview of an unpublished draft. Visitors do not see it until it is published.',
  /** Followed by the publication time. */
  scheduled: 'This is a preview of a scheduled article. Visitors see it from',
  published: 'This is a preview of a published page. Visitors see it as shown here.',
} as const;

/** The publication time as staff enter it, in UTC so the server and every browser agree. */
const publicationTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * The banner above a previewed record: what the page is and what visitors see of it. Routes load
 * it with `lazy()`, each on its own, and it imports nothing of the app: it is then a chunk no
 * visitor's page preloads or loads, and the chunks visitors load stay as they were.
 */
export default function PreviewNotice({ preview, publishedAt }: { preview: Preview; publishedAt?: string }) {
  const scheduled = preview.state === 'scheduled' && publishedAt !== undefined;
  return (
    <p className="alert alert-warning" role="status">
      <strong>{PREVIEW_TEXTS.label}</strong>{' '}
      {scheduled ? (
        <>
          {PREVIEW_TEXTS.scheduled}{' '}
          <time dateTime={publishedAt} suppressHydrationWarning>
            {publicationTimeFormat.format(new Date(publishedAt))} UTC
          </time>
          .
        </>
      ) : (
        PREVIEW_TEXTS[preview.state === 'published' ? 'published' : 'draft']
      )}
    </p>
  );
}
