import { z } from './zod.ts';
import { SITE_LOCALES } from './constants.ts';

/**
 * Content comes in English and German (issue 16, decision 049). Every public call that answers
 * content takes its language as `?locale=`, else from `Accept-Language`, else English; the answer
 * says which in `Content-Language` and varies on `Accept-Language`.
 */
export const ContentLocaleSchema = z.enum(SITE_LOCALES);

export const LocaleQuerySchema = z.object({
  locale: ContentLocaleSchema.optional().describe(
    'The language of the content: `de` answers German where it exists and English otherwise. Without it, the `Accept-Language` header decides, and English when it names neither.',
  ),
});
export type LocaleQuery = z.infer<typeof LocaleQuerySchema>;

/**
 * On a record answered in German: the fields still in English because nobody wrote their German
 * yet, so a page can mark them `lang="en"`. Absent when every field is in the asked language.
 */
export const UntranslatedFieldsSchema = z
  .array(z.string())
  .optional()
  .describe('Fields answered in English because the record has no German text for them yet.');
