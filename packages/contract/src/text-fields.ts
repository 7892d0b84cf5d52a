import { z } from './zod.ts';
import { FORM_LIMITS } from './constants.ts';

// The rules every typed text field follows, in forms and in the checkout alike.

const required = (field: string) => `The ${field} field is required.`;
export const tooLong = (field: string, max: number) => `The ${field} field must not be greater than ${max} characters.`;
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
export const aString = (field: string) => z.string({ error: required(field) });

/**
 * Every text field is trimmed and normalised to Unicode NFC before its length is counted, so the
 * browser and the API count the same characters and store one spelling of "é". Control characters
 * are refused rather than stripped: the visitor sees what was wrong instead of a silently changed text.
 */
const trimmedText = () => z.string().trim().normalize('NFC');

export const requiredText = (field: string, max: number) =>
  aString(field).pipe(
    trimmedText()
      .min(1, required(field))
      .max(max, tooLong(field, max))
      .refine((value) => !CONTROL_CHARACTERS.test(value), noControlCharacters(field)),
  );

/** A multi-line text: line breaks arrive as CRLF from a posted form and are kept as LF. */
export const requiredMultilineText = (field: string, max: number) =>
  aString(field)
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      trimmedText()
        .min(1, required(field))
        .max(max, tooLong(field, max))
        .refine((value) => !CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE.test(value), noControlCharacters(field)),
    );

export const emailField = aString('email').pipe(
  trimmedText()
    .min(1, required('email'))
    .max(FORM_LIMITS.email, tooLong('email', FORM_LIMITS.email))
    .pipe(z.email('The email field must be a valid email address.')),
);

/** A text a visitor may leave empty: empty is absent; otherwise the rules of a required text. */
export const optionalText = (field: string, max: number) =>
  aString(field)
    .pipe(
      trimmedText()
        .max(max, tooLong(field, max))
        .refine((value) => !CONTROL_CHARACTERS.test(value), noControlCharacters(field)),
    )
    .optional()
    .transform((value) => (value ? value : undefined));
