import { FORM_MESSAGES } from '@rennfeld/contract/constants';
import { Form } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { PageBanner } from '../content/page-banner.tsx';

/** The texts of the pages newsletter e-mail links lead to (beyond the SPEC: decision 045). */
export const NEWSLETTER_LINK_TEXTS = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'One click, and the Rennfeld newsletter comes to your inbox. You can unsubscribe at any time.',
    button: 'Confirm my subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: 'We will send no more newsletters to your address.',
    button: 'Unsubscribe',
  },
  incomplete: 'This link is not complete. Copy the whole link from the e-mail into the address bar.',
} as const;

export type LinkOutcome = { status: 'done' | 'invalid' | 'failed'; message: string };

/** A link's token or signature is its only key: its page is for its reader alone, and not for search engines. */
export const NEWSLETTER_LINK_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * What a link's button did: the API's answer, its refusal of a link that no longer works (the
 * status it answers that with), or a failure the visitor may try again after.
 */
export async function followLink(
  call: () => Promise<{ message: string }>,
  refusal: { status: number; message: string },
): Promise<LinkOutcome> {
  try {
    return { status: 'done', message: (await call()).message };
  } catch (error) {
    if (error instanceof ApiError && error.status === refusal.status) {
      return { status: 'invalid', message: refusal.message };
    }
    console.error('A newsletter link could not be followed', error);
    return { status: 'failed', message: FORM_MESSAGES.newsletterFailure };
  }
}

/**
 * A page a newsletter e-mail links to: what the link will do, a button that does it (a mail
 * scanner that opens the link changes nothing), and the outcome.
 */
export function NewsletterLinkPage({
  texts,
  linkComplete,
  hiddenFields,
  outcome,
}: {
  texts: { title: string; lead: string; button: string };
  linkComplete: boolean;
  hiddenFields: Record<string, string>;
  outcome: LinkOutcome | undefined;
}) {
  return (
    <>
      <PageBanner eyebrow="Newsletter" title={texts.title} lead={texts.lead} />
      <div className="container py-5">
        <div role="status" aria-live="polite">
          {outcome ? (
            <p className={`alert ${outcome.status === 'done' ? 'alert-success' : 'alert-danger'}`}>{outcome.message}</p>
          ) : null}
          {!linkComplete ? <p className="alert alert-danger">{NEWSLETTER_LINK_TEXTS.incomplete}</p> : null}
        </div>
        {linkComplete && outcome?.status !== 'done' ? (
          <Form method="post">
            {Object.entries(hiddenFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="btn btn-danger">
              {texts.button}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
