import { z } from './zod.ts';
import { FORM_LIMITS, HONEYPOT_FIELD, IDEMPOTENCY_KEY_HEADER } from './constants.ts';
import { NewsletterConsentVersionSchema, SiteLocaleSchema } from './newsletter.ts';

const required = (field: string) => `The ${field} field is required.`;
const tooLong = (field: string, max: number) => `The ${field} field must not be greater than ${max} characters.`;
const noControlCharacters = (field: string) => `The ${field} field must not contain control characters.`;

/**
 * C0 and C1 control characters (tab and line breaks included), and the bidirectional embedding,
 * override and isolate controls that can make a text display differently from what it holds.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, except the tab and the line feed a multi-line message may hold. */
const CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE = /[^\P{Cc}\t\n]|[\u202A-\u202E\u2066-\u2069]/u;

/**
 * A field's type is checked on its own, before any rule: zod runs its length rules on whatever has
 * a `length`, even a value that failed the string check, and throws on an object whose length
 * cannot be compared (`{"name": {"length": {"toString": 0}}}` in a JSON body). Piped after the type
 * check, the rules see strings only, and such a body is a 422 like any other wrong field.
 */
const aString = (field: string) => z.string({ error: required(field) });

/**
 * Every text field is trimmed and normalised to Unicode NFC before its length is counted, so the
 * browser and the API count the same characters and store one spelling of "é". Control characters
 * are refused rather than stripped: the visitor sees what was wrong instead of a silently changed text.
 */
const trimmedText = () => z.string().trim().normalize('NFC');

const requiredText = (field: string, max: number) =>
  aString(field).pipe(
    trimmedText()
      .min(1, required(field))
      .max(max, tooLong(field, max))
      .refine((value) => !CONTROL_CHARACTERS.test(value), noControlCharacters(field)),
  );

/** A multi-line text: line breaks arrive as CRLF from a posted form and are kept as LF. */
const requiredMultilineText = (field: string, max: number) =>
  aString(field)
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      trimmedText()
        .min(1, required(field))
        .max(max, tooLong(field, max))
        .refine((value) => !CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE.test(value), noControlCharacters(field)),
    );

const emailField = aString('email').pipe(
  trimmedText()
    .min(1, required('email'))
    .max(FORM_LIMITS.email, tooLong('email', FORM_LIMITS.email))
    .pipe(z.email('The email field must be a valid email address.')),
);

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
