import type { SiteLocale } from '@rennfeld/contract/constants';

/**
 * One part of the interface's texts in every language, side by side: the English catalogue (the
 * SPEC's texts, verbatim) fixes the keys, and the type refuses a German catalogue that lacks one
 * or adds one. Messages are ICU MessageFormat (`{count, plural, one {# product} other {# products}}`).
 */
export function defineMessages<const English extends Record<string, string>>(catalogues: {
  en: English;
  de: { [Key in keyof English]: string };
}): Record<SiteLocale, { [Key in keyof English]: string }> {
  return catalogues;
}
