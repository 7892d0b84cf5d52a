import {
  ContactRequestHeadersSchema,
  FORM_MESSAGES,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  NewsletterConsentVersionSchema,
  type ContactRequest,
  type NewsletterRequest,
} from '@rennfeld/contract';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { sendContactMessage, createServerApi, subscribeNewsletter } from '../../lib/api.ts';
import { readFormValues, type FieldErrors, type FormResult } from './form-state.ts';
import { validateContactForm, validateNewsletterForm } from './form-validation.ts';
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
 * the visitor is meant to read.
 */

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
function apiFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: FieldErrors = {};
  for (const field of fields) {
    const messages = (errors as Record<string, unknown>)[field];
    if (Array.isArray(messages)) result[field] = messages.filter((message) => typeof message === 'string');
  }
  return result;
}

export async function submitNewsletter(
  request: Request,
  context: AppLoadContext,
): Promise<FormResult<NewsletterField>> {
  const {
    [HONEYPOT_FIELD]: honeypot,
    [CONSENT_VERSION_FIELD]: consentVersion,
    ...values
  } = await readForm(request, [...NEWSLETTER_FIELDS, HONEYPOT_FIELD, CONSENT_VERSION_FIELD]);
  const validation = validateNewsletterForm({ ...values, [HONEYPOT_FIELD]: honeypot });
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values };
  const version = NewsletterConsentVersionSchema.safeParse(consentVersion);
  try {
    await subscribeNewsletter(createServerApi(context), {
      ...(validation.data as NewsletterRequest),
      // The e-mails that follow speak the page's language; the consent text is the one the form showed.
      locale: 'en',
      ...(version.success ? { consent_version: version.data } : {}),
    });
    return {
      status: 'success',
      message: `${FORM_MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirmationSent}`,
    };
  } catch (error) {
    console.error('The newsletter subscription failed', error);
    // SPEC §8: the server's message if present, else the fixed text.
    const message = (error instanceof ApiError ? error.serverMessage : undefined) ?? FORM_MESSAGES.newsletterFailure;
    return { status: 'failed', message, fieldErrors: apiFieldErrors(error, NEWSLETTER_FIELDS), values };
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
  const form = await readForm(request, [...CONTACT_FIELDS, SUBMISSION_ID_FIELD, HONEYPOT_FIELD]);
  const { [SUBMISSION_ID_FIELD]: submissionId, [HONEYPOT_FIELD]: honeypot, ...values } = form;
  const validation = validateContactForm({ ...values, [HONEYPOT_FIELD]: honeypot });
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values };

  // A missing or malformed id (a hand-made post) still sends, without the double-post guard.
  const idempotencyKey = ContactRequestHeadersSchema.safeParse({ [IDEMPOTENCY_KEY_HEADER]: submissionId }).data?.[
    IDEMPOTENCY_KEY_HEADER
  ];
  try {
    await sendContactMessage(createServerApi(context), validation.data as ContactRequest, idempotencyKey);
    return { status: 'success', message: FORM_MESSAGES.contactSuccess };
  } catch (error) {
    console.error('The contact message could not be sent', error);
    return {
      status: 'failed',
      message: FORM_MESSAGES.contactFailure,
      fieldErrors: apiFieldErrors(error, CONTACT_FIELDS),
      values,
    };
  }
}
