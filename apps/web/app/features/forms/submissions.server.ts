import {
  ContactRequestHeadersSchema,
  FORM_MESSAGES,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  NewsletterConsentVersionSchema,
  type ContactRequest,
  type NewsletterRequest,
} from '@rennfeld/contract';
import type { SiteLocale } from '@rennfeld/contract/constants';
import { localeOfPath } from '@rennfeld/contract/site-paths';
import type { AppLoadContext } from 'react-router';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import type { MessageKey, Translate } from '../../i18n/translator.ts';
import { ApiError } from '../../lib/api-client.ts';
import { sendContactMessage, createServerApi, subscribeNewsletter } from '../../lib/api.ts';
import { readFormValues, type FieldErrors, type FormResult } from './form-state.ts';
import {
  describeFieldProblem,
  FIELD_PROBLEMS,
  validateContactForm,
  validateNewsletterForm,
} from './form-validation.ts';
import {
  CONSENT_VERSION_FIELD,
  CONTACT_FIELDS,
  NEWSLETTER_FIELDS,
  type ContactField,
  type NewsletterField,
} from './fields.ts';

/*
 * The actions behind both forms. They answer every outcome the form can show (success, invalid
 * fields, API failure) with HTTP 200 and the outcome in the body: the page renders it the same
 * way with or without JavaScript, and the browser never reports a failed request for a message
 * the visitor is meant to read. Every message is in the language of the page that posted.
 */

/** The contract's SPEC §8 texts by their catalogue keys (the English catalogue repeats them). */
export const FORM_MESSAGE_KEYS = {
  newsletterSuccess: 'forms.newsletterSuccess',
  newsletterConfirmationSent: 'forms.newsletterConfirmationSent',
  newsletterFailure: 'forms.newsletterFailure',
  contactSuccess: 'forms.contactSuccess',
  contactFailure: 'forms.contactFailure',
  validationFailed: 'forms.validationFailed',
} as const satisfies Record<keyof typeof FORM_MESSAGES, MessageKey>;

const english = serverTranslator('en');

/**
 * The API's English texts the catalogue has: the SPEC §8 texts and the field rules of the shared
 * schemas, each with its wording in any language.
 */
const KNOWN_API_MESSAGES = new Map<string, (t: Translate) => string>([
  ...Object.entries(FORM_MESSAGE_KEYS).map(
    ([name, key]) => [FORM_MESSAGES[name as keyof typeof FORM_MESSAGES], (t: Translate) => t(key)] as const,
  ),
  ...CONTACT_FIELDS.flatMap((field) =>
    FIELD_PROBLEMS.map(
      (problem) =>
        [
          describeFieldProblem(field, problem, english),
          (t: Translate) => describeFieldProblem(field, problem, t),
        ] as const,
    ),
  ),
]);

/** What a page in another language than English says for an API answer whose words it does not have, by status. */
const API_STATUS_MESSAGES: Record<number, MessageKey> = {
  429: 'forms.apiError.tooManyRequests',
  503: 'forms.apiError.unavailable',
};

/**
 * A message of the API (which speaks English) in the page's language: the catalogue's wording
 * where it has the message; on an English page any other as it came (SPEC §8); on a German page
 * the catalogue's wording for its status, or `fallback`.
 */
export function localizeApiMessage(
  message: string,
  { locale, t }: { locale: SiteLocale; t: Translate },
  status: number | undefined,
  fallback: MessageKey,
): string {
  const known = KNOWN_API_MESSAGES.get(message);
  if (known) return known(t);
  if (locale === 'en') return message;
  const byStatus = status === undefined ? undefined : API_STATUS_MESSAGES[status];
  return t(byStatus ?? fallback);
}

/** The language of the page that posted the form (German under /de), and its texts. */
function languageOf(request: Request): { locale: SiteLocale; t: Translate } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, t: serverTranslator(locale) };
}

async function readForm<F extends string>(request: Request, fields: readonly F[]): Promise<Record<F, string>> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    // A body that is not a form is treated as an empty form: the visitor sees what is required.
    formData = new FormData();
  }
  return readFormValues(formData, fields);
}

/** Field errors the API's 422 body carries, for the fields the form has. */
function apiFieldErrors(
  error: unknown,
  fields: readonly string[],
  language: { locale: SiteLocale; t: Translate },
  fallback: MessageKey,
): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldErrors = {};
  for (const field of fields) {
    const messages = (errors as Record<string, unknown>)[field];
    if (Array.isArray(messages)) {
      result[field] = messages
        .filter((message) => typeof message === 'string')
        .map((message) => localizeApiMessage(message, language, error.status, fallback));
    }
  }
  return result;
}

export async function submitNewsletter(
  request: Request,
  context: AppLoadContext,
): Promise<FormResult<NewsletterField>> {
  const language = languageOf(request);
  const { locale, t } = language;
  const {
    [HONEYPOT_FIELD]: honeypot,
    [CONSENT_VERSION_FIELD]: consentVersion,
    ...values
  } = await readForm(request, [...NEWSLETTER_FIELDS, HONEYPOT_FIELD, CONSENT_VERSION_FIELD]);
  const validation = validateNewsletterForm({ ...values, [HONEYPOT_FIELD]: honeypot }, t);
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values };
  const version = NewsletterConsentVersionSchema.safeParse(consentVersion);
  try {
    await subscribeNewsletter(createServerApi(context, request), {
      ...(validation.data as NewsletterRequest),
      // The e-mails that follow speak the page's language; the consent text is the one the form showed.
      locale,
      ...(version.success ? { consent_version: version.data } : {}),
    });
    return {
      status: 'success',
      message: `${t(FORM_MESSAGE_KEYS.newsletterSuccess)} ${t(FORM_MESSAGE_KEYS.newsletterConfirmationSent)}`,
    };
  } catch (error) {
    context.logError('The newsletter subscription failed', error);
    // SPEC §8: the server's message if present, else the fixed text.
    const failure = FORM_MESSAGE_KEYS.newsletterFailure;
    const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
    const status = error instanceof ApiError ? error.status : undefined;
    const message = serverMessage ? localizeApiMessage(serverMessage, language, status, failure) : t(failure);
    return {
      status: 'failed',
      message,
      fieldErrors: apiFieldErrors(error, NEWSLETTER_FIELDS, language, failure),
      values,
    };
  }
}

/**
 * A contact form carries a one-time submission id (see contact loader), sent to the API as the
 * post's idempotency key: the same form posted twice (a double click on a page without
 * JavaScript, a retry) stores one message, whichever server instance each post reaches.
 */
export const SUBMISSION_ID_FIELD = 'submission_id';

export function createSubmissionId(): string {
  return crypto.randomUUID();
}

export async function submitContactMessage(
  request: Request,
  context: AppLoadContext,
): Promise<FormResult<ContactField>> {
  const language = languageOf(request);
  const { t } = language;
  const form = await readForm(request, [...CONTACT_FIELDS, SUBMISSION_ID_FIELD, HONEYPOT_FIELD]);
  const { [SUBMISSION_ID_FIELD]: submissionId, [HONEYPOT_FIELD]: honeypot, ...values } = form;
  const validation = validateContactForm({ ...values, [HONEYPOT_FIELD]: honeypot }, t);
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values };

  // A missing or malformed id (a hand-made post) still sends, without the double-post guard.
  const idempotencyKey = ContactRequestHeadersSchema.safeParse({ [IDEMPOTENCY_KEY_HEADER]: submissionId }).data?.[
    IDEMPOTENCY_KEY_HEADER
  ];
  try {
    await sendContactMessage(createServerApi(context, request), validation.data as ContactRequest, idempotencyKey);
    return { status: 'success', message: t(FORM_MESSAGE_KEYS.contactSuccess) };
  } catch (error) {
    context.logError('The contact message could not be sent', error);
    return {
      status: 'failed',
      message: t(FORM_MESSAGE_KEYS.contactFailure),
      fieldErrors: apiFieldErrors(error, CONTACT_FIELDS, language, FORM_MESSAGE_KEYS.contactFailure),
      values,
    };
  }
}
