/** The brand the site speaks for: used by the page frame and by search-engine metadata. */
export const SITE_NAME = 'Rennfeld Motorsport Lubricants';

/** The fictional brand's service line. */
export const HOTLINE = { display: '+49 711 4589 2200', tel: '+4971145892200' } as const;
/**
 * SPEC §1/§9: the hotline's hours as opening hours for search engines; the pages say them in
 * their language (`common.hotlineHours`).
 */
export const HOTLINE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '07:30',
  closes: '17:00',
} as const;
