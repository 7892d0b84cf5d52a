import englishMessages from 'ra-language-english';
import { VITALS_PAGE_ROUTES } from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { vitalsPageKey } from '../vitals/vitals-page.tsx';
import { de } from './de.ts';
import { en } from './en.ts';
import { raGerman } from './ra-german.ts';

/** Every key path of a nested catalogue, and whether its text is filled in. */
function keyPaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The value at a dotted key path of a nested catalogue. */
function valueAt(catalogue: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function placeholders(catalogue: object): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'object' && value !== null) walk(value, `${prefix}${key}.`);
      else found[`${prefix}${key}`] = [...String(value).matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!).sort();
    }
  };
  walk(catalogue, '');
  return found;
}

describe('the staff area’s catalogues', () => {
  it.each([
    ['our texts', en, de],
    ["react-admin's texts", englishMessages, raGerman],
  ])(
    '%s: German has exactly the English keys, each filled in, with the same placeholders',
    (_name, english, german) => {
      expect(keyPaths(german).sort()).toEqual(keyPaths(english).sort());
      const germanPlaceholders = placeholders(german);
      for (const [key, names] of Object.entries(placeholders(english)))
        expect(germanPlaceholders[key], key).toEqual(names);
      for (const key of keyPaths(german)) {
        const text = valueAt(german, key);
        if (key !== 'ra.boolean.null') expect(String(text).trim(), key).not.toBe('');
      }
    },
  );

  it('names every page the real-user timings may report', () => {
    for (const route of VITALS_PAGE_ROUTES)
      expect(valueAt(en, vitalsPageKey(route)), route).toEqual(expect.any(String));
  });
});
