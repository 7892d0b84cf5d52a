import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import type { SafeHtml } from '../../lib/safe-html.ts';
import { RichText } from '../../ui/rich-text.tsx';

const updatedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** "22 November 2026", the same on the server and in the browser (fixed locale and time zone). */
function formatUpdated(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : updatedFormat.format(date);
}

export function LegalDocumentView({
  title,
  document,
}: {
  title: string;
  document: { description: SafeHtml; updated_at: string } | null;
}) {
  const updated = document ? formatUpdated(document.updated_at) : null;
  return (
    <article className="container py-5 content-article">
      <h1 className="display-6 fw-bold mb-4">{title}</h1>
      {document ? (
        <>
          <RichText html={document.description} className="content-rich-text" />
          {updated ? (
            <p className="text-secondary small mt-5 mb-0">
              Last updated: <time dateTime={document.updated_at}>{updated}</time>
            </p>
          ) : null}
        </>
      ) : (
        // SPEC §8 only logs this failure; the visitor still learns what happened and where to turn.
        <p className="lead">
          This document is not available right now. Please try again later or{' '}
          <Link to={SITE_PATHS.contact}>contact us</Link>.
        </p>
      )}
    </article>
  );
}
