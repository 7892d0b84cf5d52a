import { SlugSchema } from './common.ts';
import { z } from './zod.ts';

// The fields of content as staff and content folders write it: one rule for each, wherever it is entered.

export const EditableSlugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(120, 'A slug may be at most 120 characters long.')
  .pipe(SlugSchema.regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and single hyphens.'));

export const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter ${label}.`).max(max, `At most ${max} characters.`);

/** A file in the storage folder, by its name (no folders, no way out of the folder). */
export const StoredFileNameSchema = z
  .string()
  .trim()
  .min(1, 'Choose an image.')
  .max(200)
  .regex(/^[\w-][\w.-]*$/, 'A file name of letters, digits, dots, hyphens and underscores.');

/** Rich text as the editor writes it; the server sanitises it before it is stored. */
export const RichTextInputSchema = z.string().max(200_000, 'The text is too long.');

/** Where a record stands in its list, lower first (the demo places container sizes by millilitres). */
export const PositionSchema = z.number().int().min(0, 'At least 0.').max(10_000_000);

/** The version a save started from: a save from an older one is refused (409). */
export const VersionSchema = z.number().int().positive();

export const recordId = z.number().int().positive();

/** A price in euros (major units) with at most two decimals. */
export const PriceSchema = z
  .number({ error: 'Enter a price.' })
  .min(0, 'A price cannot be negative.')
  .max(100_000, 'At most 100000.')
  .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, 'At most two decimals.');

/**
 * The German twin of a text (decision 049): optional, since a record may wait for its German;
 * empty means "not translated", and the site shows the English instead. A save without it
 * stores none.
 */
export const germanText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');
