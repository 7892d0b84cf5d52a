import countries from 'i18n-iso-countries';
import { z } from './zod.ts';

/** Every country of ISO 3166-1, by its alpha-2 code, as i18n-iso-countries keeps the list. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();

export const CountryCodeSchema = z
  .string()
  .refine((code) => /^[A-Z]{2}$/.test(code) && countries.isValid(code), 'Choose a country.');
