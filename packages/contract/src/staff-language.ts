import { config } from 'zod';
import { de, en } from 'zod/locales';

/**
 * zod's own messages (a text too long, an e-mail address that is none) in the staff area's
 * language, and a value missing altogether (a field of a new record never touched, or one
 * emptied, which the form sends as null) named as `required` says. The contract's own messages stay English; the staff area translates them.
 */
export function speakStaffLanguage(language: 'en' | 'de', required: string): void {
  config({
    ...(language === 'de' ? de() : en()),
    customError: (issue) =>
      issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null) ? required : undefined,
  });
}
