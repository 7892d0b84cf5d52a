/** The brand the site speaks for: used by the page frame and by search-engine metadata. */
export const SITE_NAME = 'Rennfeld Motorsport Lubricants';

/**
 * A `tel:` link to a phone number as staff wrote it ("+49 6131 4780-0"): its digits, and a plus
 * only where it leads. The trunk zero of "+49 (0) 6131" is dialled only from inside the country.
 */
export function telephoneHref(phone: string): string {
  const written = phone.trim();
  if (!written.startsWith('+')) return `tel:${written.replace(/\D/g, '')}`;
  return `tel:+${written.replace(/\(\s*0\s*\)/, '').replace(/\D/g, '')}`;
}
/**
 * SPEC §1/§9: the hotline's hours as opening hours for search engines; the pages say them in
 * their language (`common.hotlineHours`).
 */
export const HOTLINE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '07:30',
  closes: '17:00',
} as const;
