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

/**
 * A GTIN (EAN/UPC) of 8, 12, 13 or 14 digits whose last digit is its GS1 check digit: from the
 * right, the digits before it weigh 3, 1, 3, …, and the check digit brings their sum to a multiple of 10.
 */
const GTIN_SHAPE = /^(\d{8}|\d{12,14})$/;
export const GtinSchema = z
  .string()
  .trim()
  .regex(GTIN_SHAPE, 'A GTIN has 8, 12, 13 or 14 digits.')
  .refine((gtin) => {
    // A number of the wrong shape has its own message.
    if (!GTIN_SHAPE.test(gtin)) return true;
    const digits = [...gtin].map(Number).reverse();
    const sum = digits.slice(1).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
    return (10 - (sum % 10)) % 10 === digits[0];
  }, 'This GTIN’s check digit does not fit: check the number.');
