/** The brand the site speaks for: used by the page frame and by search-engine metadata. */
export const SITE_NAME = 'Rennfeld Motorsport Lubricants';
export const SITE_DESCRIPTION =
  'Engine oils, transmission oils and racing fluids developed on track by Rennfeld Motorsport Lubricants.';

/** The fictional brand's service line. */
export const HOTLINE = { display: '+49 711 4589 2200', tel: '+4971145892200' } as const;
/** SPEC §1/§9: the hotline's hours, as the pages say them (verbatim) and as opening hours for search engines. */
export const HOTLINE_HOURS = {
  text: 'Mon-Fri 07:30 am - 05:00 pm',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '07:30',
  closes: '17:00',
} as const;
