import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Countries by their ISO codes, each named in the staff's language, sorted by that name. */
export function useCountryChoices(codes: readonly string[]): { id: string; name: string }[] {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return codes
      .map((code) => ({ id: code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [codes, locale]);
}
