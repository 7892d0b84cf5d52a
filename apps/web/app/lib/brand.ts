/** The brand the site speaks for: used by the page frame and by search-engine metadata. */
export const SITE_NAME = 'Rennfeld Motorsport Lubricants';

/** A `tel:` link to a phone number as staff wrote it ("+49 6131 4780-0"): its digits and a leading plus. */
export const telephoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/**
 * SPEC §1/§9: the hotline's hours as opening hours for search engines; the pages say them in
 * their language (`common.hotlineHours`).
 */
export const HOTLINE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '07:30',
  closes: '17:00',
} as const;
