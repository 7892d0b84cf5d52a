import { z } from './zod.ts';
import { FORM_LIMITS, HONEYPOT_FIELD, IDEMPOTENCY_KEY_HEADER } from './constants.ts';
import { NewsletterConsentVersionSchema, SiteLocaleSchema } from './newsletter.ts';
import { emailField, requiredMultilineText, requiredText, tooLong } from './text-fields.ts';

const honeypotField = z.string().optional();

/** True when the honeypot holds anything: the request came from a bot. */
export function isHoneypotFilled(body: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
}

export const NewsletterRequestSchema = z.object({
  name: requiredText('name', FORM_LIMITS.name),
  email: emailField,
  /** Beyond SPEC §7: the language of the page, for the e-mails that follow (English when absent). */
  locale: SiteLocaleSchema.optional(),
  /** Beyond SPEC §7: the version of the consent text the form showed (the current one when absent). */
  consent_version: NewsletterConsentVersionSchema.optional(),
  [HONEYPOT_FIELD]: honeypotField,
});
export type NewsletterRequest = z.infer<typeof NewsletterRequestSchema>;

export const ContactRequestSchema = z.object({
  name: requiredText('name', FORM_LIMITS.name),
  phone: z
    .string()
    .pipe(
      z
        .string()
        .trim()
        .max(FORM_LIMITS.phone, tooLong('phone', FORM_LIMITS.phone))
        .regex(/^[0-9+()\-./ ]*$/, 'The phone field may contain only digits, spaces and + ( ) - . /'),
    )
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  email: emailField,
  subject: requiredText('subject', FORM_LIMITS.subject),
  message: requiredMultilineText('message', FORM_LIMITS.message),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** The contact post's optional idempotency key; other headers pass through untouched. */
export const ContactRequestHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The Idempotency-Key header must be 16 to 100 letters, digits, - or _.')
    .optional(),
});

export const FormSuccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type FormSuccessResponse = z.infer<typeof FormSuccessResponseSchema>;

/** Field errors keyed by field name, as the 422 body carries them. */
export function collectFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
