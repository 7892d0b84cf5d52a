import { type AppLoadContext, Form } from 'react-router';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/use-i18n.ts';
import { ApiError } from '../../lib/api-client.ts';
import { PageBanner } from '../content/page-banner.tsx';

interface LinkPageTexts {
  title: MessageKey;
  lead: MessageKey;
  button: MessageKey;
}

/** The texts of the pages newsletter e-mail links lead to (beyond the SPEC: decision 045). */
export const NEWSLETTER_LINK_TEXTS = {
  confirm: {
    title: 'forms.newsletterLink.confirmTitle',
    lead: 'forms.newsletterLink.confirmLead',
    button: 'forms.newsletterLink.confirmButton',
  },
  unsubscribe: {
    title: 'forms.newsletterLink.unsubscribeTitle',
    lead: 'forms.newsletterLink.unsubscribeLead',
    button: 'forms.newsletterLink.unsubscribeButton',
  },
} as const satisfies Record<string, LinkPageTexts>;

/** What a link's button did, as the message the page shows (the API's NEWSLETTER_MESSAGES in the page's language). */
export type LinkOutcome = { status: 'done' | 'invalid' | 'failed'; message: MessageKey };

/** A link's token or signature is its only key: its page is for its reader alone, and not for search engines. */
export const NEWSLETTER_LINK_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * What a link's button did: done, refused as a link that no longer works (the status the API
 * answers that with), or a failure the visitor may try again after.
 */
export async function followLink(
  context: AppLoadContext,
  call: () => Promise<unknown>,
  done: MessageKey,
  refusal: { status: number; message: MessageKey },
): Promise<LinkOutcome> {
  try {
    await call();
    return { status: 'done', message: done };
  } catch (error) {
    if (error instanceof ApiError && error.status === refusal.status) {
      return { status: 'invalid', message: refusal.message };
    }
    context.logError('A newsletter link could not be followed', error);
    return { status: 'failed', message: 'forms.newsletterFailure' };
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
  texts: LinkPageTexts;
  linkComplete: boolean;
  hiddenFields: Record<string, string>;
  outcome: LinkOutcome | undefined;
}) {
  const t = useT();
  return (
    <>
      <PageBanner eyebrow={t('forms.newsletterLink.eyebrow')} title={t(texts.title)} lead={t(texts.lead)} />
      <div className="container py-5">
        <div role="status" aria-live="polite">
          {outcome ? (
            <p className={`alert ${outcome.status === 'done' ? 'alert-success' : 'alert-danger'}`}>
              {t(outcome.message)}
            </p>
          ) : null}
          {!linkComplete ? <p className="alert alert-danger">{t('forms.newsletterLink.incomplete')}</p> : null}
        </div>
        {linkComplete && outcome?.status !== 'done' ? (
          <Form method="post">
            {Object.entries(hiddenFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="btn btn-danger">
              {t(texts.button)}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
