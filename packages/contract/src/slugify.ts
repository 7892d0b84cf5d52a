import slugifyText from '@sindresorhus/slugify';

/**
 * The slug a name suggests: lower-case words joined by hyphens, German letters spelt out
 * (`Getriebeöl Straße` → `getriebeoel-strasse`), viscosities kept whole (`10W-60` → `10w-60`),
 * and `&` left out rather than spelt in English.
 */
export function slugify(text: string): string {
  return slugifyText(text, { decamelize: false, customReplacements: [['&', ' ']] });
}
