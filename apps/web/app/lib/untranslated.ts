/**
 * `lang="en"` for a field the API answered in English on a German page, because the record has no
 * German for it yet (decision 049): screen readers then read it with English rules. Undefined
 * (no attribute) for every other field.
 */
export function fallbackLang(record: { untranslated?: string[] }, field: string): 'en' | undefined {
  return record.untranslated?.includes(field) ? 'en' : undefined;
}
