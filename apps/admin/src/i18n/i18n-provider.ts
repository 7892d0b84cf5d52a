import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { de } from './de.ts';
import { en } from './en.ts';
import { raGerman } from './ra-german.ts';

const catalogues = {
  en: { ...englishMessages, ...en },
  de: { ...raGerman, ...de },
};

/** English and German; react-admin offers the switch in the app bar and remembers the choice. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'de' ? catalogues.de : catalogues.en),
  navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ],
);
