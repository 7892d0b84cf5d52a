import type { I18nProvider } from 'react-admin';
import { nameMissingValues } from '@rennfeld/contract/staff';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { de } from './de.ts';
import { en } from './en.ts';
import { raGerman } from './ra-german.ts';

const catalogues = {
  en: { ...englishMessages, ...en },
  de: { ...raGerman, ...de },
};

const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'de' ? catalogues.de : catalogues.en),
  navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ],
);
document.documentElement.lang = polyglot.getLocale();
// A required field of a new record left untouched says so in the staff's language.
nameMissingValues(() => polyglot.translate('ra.validation.required'));

/**
 * English and German; react-admin offers the switch in the app bar and remembers the choice. The
 * page's language follows it, so that screen readers and hyphenation speak the staff's language.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    document.documentElement.lang = locale;
  },
};
