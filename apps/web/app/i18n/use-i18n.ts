import type { SiteLocale } from '@rennfeld/contract/constants';
import { localizePath } from '@rennfeld/contract/site-paths';
import { useCallback } from 'react';
import { readRootData, useRootData } from '../lib/root-data.ts';
import { type CompiledCatalogue, createTranslator, type Translate } from './translator.ts';

/** The page's language (from its address: German under /de). */
export function useLocale(): SiteLocale {
  return useRootData().i18n.locale;
}

/** The page's texts: `t('layout.search')`, `t('catalogue.resultCount', { count })`. */
export function useT(): Translate {
  const { locale, messages } = useRootData().i18n;
  return translatorOf(locale, messages);
}

/**
 * The translators of the catalogues read so far, by the catalogue's JSON: each is parsed once, not
 * once per component. There is one catalogue per language.
 */
const translators = new Map<string, Translate>();

function translatorOf(locale: SiteLocale, catalogueJson: string): Translate {
  let translator = translators.get(catalogueJson);
  if (!translator) {
    translator = createTranslator(locale, JSON.parse(catalogueJson) as CompiledCatalogue);
    translators.set(catalogueJson, translator);
  }
  return translator;
}

/** Links stay in the page's language: `localePath(SITE_PATHS.about)` is `/de/about` on a German page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** The page's language and texts in a `meta` function (which cannot use hooks). */
export function readI18n(matches: Parameters<typeof readRootData>[0]): { locale: SiteLocale; t: Translate } {
  const { locale, messages } = readRootData(matches).i18n;
  return { locale, t: translatorOf(locale, messages) };
}
