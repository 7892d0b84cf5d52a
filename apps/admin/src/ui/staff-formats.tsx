import { DateField, NumberField, useLocaleState, type DateFieldProps, type NumberFieldProps } from 'react-admin';

const NUMBER_LOCALES = { de: 'de-DE', en: 'en-GB' } as const;

/** The locale numbers, money and times are written in: the staff area's language, not the browser's. */
export function useStaffLocale(): string {
  const [language] = useLocaleState();
  return NUMBER_LOCALES[language === 'de' ? 'de' : 'en'];
}

/** Times as the brand's office reads them: 01.12.2026, 18:11 in German, 01/12/2026, 18:11 in English. */
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' } as const;
const DAY_AND_TIME = { ...DAY, hour: '2-digit', minute: '2-digit' } as const;

export function formatStaffTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, DAY_AND_TIME);
}

export function formatEuros(euros: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(euros);
}

/** A record's date, with its time unless `showTime` is false, in the staff area's language. */
export function StaffDateField(props: DateFieldProps) {
  const locale = useStaffLocale();
  return <DateField {...props} locales={locale} options={props.showTime ? DAY_AND_TIME : DAY} />;
}

/** An amount in euros, in the staff area's language: 9,90 € in German, €9.90 in English. */
export function EuroField(props: NumberFieldProps) {
  const locale = useStaffLocale();
  return <NumberField {...props} locales={locale} options={{ style: 'currency', currency: 'EUR' }} />;
}
