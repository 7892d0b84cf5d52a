import type { SiteLocale } from '@rennfeld/contract/constants';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { catalogueOf } from './catalogue.ts';
import { type CompiledCatalogue, createTranslator, type Translate } from './translator.ts';

function compile(locale: SiteLocale): CompiledCatalogue {
  const entries = Object.entries(catalogueOf(locale)).map(([key, text]) => {
    const elements = parse(text);
    const plain = elements.every((element) => element.type === TYPE.literal);
    return [key, plain ? elements.map((element) => (element as { value: string }).value).join('') : elements];
  });
  return Object.fromEntries(entries) as CompiledCatalogue;
}

/** `build` of a language, run once per language and process. */
function oncePerLanguage<T>(build: (locale: SiteLocale) => T): (locale: SiteLocale) => T {
  const built = new Map<SiteLocale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}

/** A language's catalogue as pages receive it, compiled once per process. */
export const compiledCatalogue = oncePerLanguage(compile);

/**
 * A language's catalogue as the root's data carries it to the page: one JSON string, which the
 * browser reads with `JSON.parse`. As an object it was 844 of the listing's 1 328 values in
 * React Router's stream, each decoded by script before hydration (decision 079).
 */
export const serializedCatalogue = oncePerLanguage((locale) => JSON.stringify(compiledCatalogue(locale)));

/** The texts of a language in a loader or an action (an error message the server words, say). */
export const serverTranslator = oncePerLanguage((locale): Translate =>
  createTranslator(locale, compiledCatalogue(locale)),
);
