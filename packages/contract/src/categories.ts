import { z } from './zod.ts';
import { FileNameSchema, IdSchema, SlugSchema } from './common.ts';
import { UntranslatedFieldsSchema } from './content-language.ts';

export const SubCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  description: z.string(),
  slug: SlugSchema,
  image: FileNameSchema,
  sub_categories: z.array(SubCategorySchema),
  untranslated: UntranslatedFieldsSchema,
});
export type Category = z.infer<typeof CategorySchema>;

/** GET /categories and GET /category/list answer the same body. */
export const CategoriesResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(CategorySchema),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;
