import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en.ts';

export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [
  { locale: 'en', name: 'English' },
]);
