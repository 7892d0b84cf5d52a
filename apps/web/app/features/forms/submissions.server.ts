import { FORM_MESSAGES, HONEYPOT_FIELD, type ContactRequest, type NewsletterRequest } from '@rennfeld/contract';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { sendContactMessage, serverApi, subscribeNewsletter } from '../../lib/api.ts';
import { readFormValues, type FieldErrors, type FormResult } from './form-state.ts';
import { validateContactForm, validateNewsletterForm } from './form-validation.ts';
import { CONTACT_FIELDS, NEWSLETTER_FIELDS, type ContactField, type NewsletterField } from './fields.ts';

/*
 * The actions behind both forms. They answer every outcome the form can show (success, invalid
 * fields, API failure) with HTTP 200 and the outcome in the body: the page renders it the same
 * way with or without JavaScript, and the browser never reports a failed request for a message
 * the visitor is meant to read. See docs/decisions (forms).
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
  const { [HONEYPOT_FIELD]: honeypot, ...values } = await readForm(request, [...NEWSLETTER_FIELDS, HONEYPOT_FIELD]);
  const validation = validateNewsletterForm({ ...values, [HONEYPOT_FIELD]: honeypot });
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values };
  try {
    await subscribeNewsletter(serverApi(context), validation.data as NewsletterRequest);
    return { status: 'success', message: FORM_MESSAGES.newsletterSuccess };
  } catch (error) {
    console.error('The newsletter subscription failed', error);
    // SPEC §8: the server's message if present, else the fixed text.
    const message = (error instanceof ApiError ? error.serverMessage : undefined) ?? FORM_MESSAGES.newsletterFailure;
    return { status: 'failed', message, fieldErrors: apiFieldErrors(error, NEWSLETTER_FIELDS), values };
  }
}

/**
 * A contact form carries a one-time submission id (see contact loader). A second POST with the
 * same id while the first is running or after it succeeded gets the first one's outcome instead
 * of sending the message again: a double click on a page without JavaScript sends it once.
 */
const SUBMISSION_TTL_MS = 10 * 60_000;
const MAX_REMEMBERED_SUBMISSIONS = 1_000;
const contactSubmissions = new Map<string, { at: number; outcome: Promise<FormResult<ContactField>> }>();

function rememberSubmission(id: string, outcome: Promise<FormResult<ContactField>>) {
  const now = Date.now();
  for (const [key, entry] of contactSubmissions) {
    if (now - entry.at > SUBMISSION_TTL_MS || contactSubmissions.size >= MAX_REMEMBERED_SUBMISSIONS) {
      contactSubmissions.delete(key);
    } else {
      break;
    }
  }
  contactSubmissions.set(id, { at: now, outcome });
  // Only a success is final; after a failure the visitor may try again with the same form.
  void outcome.then((result) => {
    if (result.status !== 'success') contactSubmissions.delete(id);
  });
}

export const SUBMISSION_ID_FIELD = 'submission_id';
const SUBMISSION_ID_PATTERN = /^[0-9a-f-]{36}$/;

export function newSubmissionId(): string {
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

  const hasId = SUBMISSION_ID_PATTERN.test(submissionId);
  const earlier = hasId ? contactSubmissions.get(submissionId) : undefined;
  if (earlier) return earlier.outcome;

  const outcome = sendContactMessage(serverApi(context), validation.data as ContactRequest).then(
    (): FormResult<ContactField> => ({ status: 'success', message: FORM_MESSAGES.contactSuccess }),
    (error: unknown): FormResult<ContactField> => {
      console.error('The contact message could not be sent', error);
      return {
        status: 'failed',
        message: FORM_MESSAGES.contactFailure,
        fieldErrors: apiFieldErrors(error, CONTACT_FIELDS),
        values,
      };
    },
  );
  if (hasId) rememberSubmission(submissionId, outcome);
  return outcome;
}
