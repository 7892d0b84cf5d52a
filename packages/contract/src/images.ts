import { z } from './zod.ts';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from './constants.ts';

export const ImageVariantQuerySchema = z.looseObject({
  w: z.coerce
    .number()
    .refine((width): width is ImageVariantWidth => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width))
    .optional(),
});
