import { ContactRequestSchema, collectFieldErrors, NewsletterRequestSchema } from '@rennfeld/contract';
import type { z } from 'zod';
import type { FieldErrors } from './form-state.ts';

/*
 * The shared schemas at work on form values. The server's actions import this module; the browser
 * loads it when a visitor first reaches for a form (see use-form-submission.ts), so pages do not
 * carry the schema library on their first load.
 */

export type FormValidation<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Checks values with the same shared schema the API validates with. */
function validateForm<S extends z.ZodType>(schema: S, values: Record<string, string>): FormValidation<z.infer<S>> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: collectFieldErrors(result.error) };
}

export const validateContactForm = (values: Record<string, string>) => validateForm(ContactRequestSchema, values);
export const validateNewsletterForm = (values: Record<string, string>) => validateForm(NewsletterRequestSchema, values);
