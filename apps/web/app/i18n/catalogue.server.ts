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

const compiled = new Map<SiteLocale, CompiledCatalogue>();

/** A language's catalogue as pages receive it, compiled once per process. */
export function compiledCatalogue(locale: SiteLocale): CompiledCatalogue {
  let catalogue = compiled.get(locale);
  if (!catalogue) {
    catalogue = compile(locale);
    compiled.set(locale, catalogue);
  }
  return catalogue;
}

const serialized = new Map<SiteLocale, string>();

/**
 * A language's catalogue as the root's data carries it to the page: one JSON string, which the
 * browser reads with `JSON.parse`. As an object it was 844 of the listing's 1 328 values in
 * React Router's stream, each decoded by script before hydration (decision 079).
 */
export function serializedCatalogue(locale: SiteLocale): string {
  let json = serialized.get(locale);
  if (json === undefined) {
    json = JSON.stringify(compiledCatalogue(locale));
    serialized.set(locale, json);
  }
  return json;
}

const translators = new Map<SiteLocale, Translate>();

/** The texts of a language in a loader or an action (an error message the server words, say). */
export function serverTranslator(locale: SiteLocale): Translate {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, compiledCatalogue(locale));
    translators.set(locale, translator);
  }
  return translator;
}
