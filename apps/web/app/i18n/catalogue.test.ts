import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from './catalogue.ts';
import { compiledCatalogue, serializedCatalogue, serverTranslator } from './catalogue.server.ts';
import { createTranslator } from './translator.ts';

const english = catalogueOf('en');
const german = catalogueOf('de');

/** The names of a message's arguments, with their kind (`price:argument`, `count:plural`). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.pound:
        return [];
      case TYPE.plural:
      case TYPE.select:
        return [
          `${element.value}:${TYPE[element.type]}`,
          ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
        ];
      case TYPE.tag:
        return [`${element.value}:tag`, ...argumentsOf(element.children)];
      default:
        return [`${element.value}:${TYPE[element.type]}`];
    }
  });
}

const appDirectory = join(import.meta.dirname, '..');
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'messages' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Values a message may use in one language and not the other: a field's error names the field by
 * its key in English (the SPEC's words: "The email field is required.") and by its label in German.
 */
const LANGUAGE_SPECIFIC_ARGUMENTS = new Set(['field:argument', 'label:argument']);
const sharedArguments = (text: string) =>
  new Set(argumentsOf(parse(text)).filter((argument) => !LANGUAGE_SPECIFIC_ARGUMENTS.has(argument)));

describe('the message catalogues', () => {
  it('hold the same keys in English and German', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s: parses in both languages, with the same arguments, and is not empty', (key) => {
    const englishText = english[key as keyof typeof english];
    const germanText = german[key as keyof typeof german];
    expect(englishText.trim()).not.toBe('');
    expect(germanText.trim()).not.toBe('');
    expect(sharedArguments(germanText)).toEqual(sharedArguments(englishText));
  });

  it('holds no key the app never uses (a key the app uses but lacks fails the type check)', () => {
    const source = sourceFiles(appDirectory)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = Object.keys(english).filter((key) => !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('sends a message without arguments as its text and any other parsed, and formats both', () => {
    const compiled = compiledCatalogue('de');
    expect(compiled['layout.search']).toBe('Suche');
    expect(Array.isArray(compiled['layout.subCategoriesOf'])).toBe(true);
    const t = createTranslator('de', compiled);
    expect(t('layout.subCategoriesOf', { category: 'Motorenöle' })).toBe('Unterkategorien von Motorenöle');
    expect(serverTranslator('en')('layout.subCategoriesOf', { category: 'Engine Oils' })).toBe(
      'Engine Oils sub-categories',
    );
  });

  it.each(['en', 'de'] as const)('reaches the page (%s) as JSON that reads back as the whole catalogue', (locale) => {
    expect(JSON.parse(serializedCatalogue(locale))).toStrictEqual(compiledCatalogue(locale));
  });
});
