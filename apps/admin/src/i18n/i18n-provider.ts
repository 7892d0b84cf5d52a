import type { I18nProvider } from 'react-admin';
import { speakStaffLanguage } from '@rennfeld/contract/staff';
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

/** The page, screen readers, hyphenation and the forms' checks speak the staff's language. */
function speak(locale: string): void {
  document.documentElement.lang = locale;
  speakStaffLanguage(locale === 'de' ? 'de' : 'en', polyglot.translate('ra.validation.required'));
}
speak(polyglot.getLocale());

/** English and German; react-admin offers the switch in the app bar and remembers the choice. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale, options) {
    await polyglot.changeLocale(locale, options);
    speak(locale);
  },
};
