import { z } from './zod.ts';
import { FileNameSchema, IdSchema, SlugSchema, TimestampSchema } from './common.ts';
import { UntranslatedFieldsSchema } from './content-language.ts';
import { PreviewSchema } from './preview.ts';

export const ConceptSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image: FileNameSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type Concept = z.infer<typeof ConceptSchema>;

export const ConceptCategorySummarySchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  image: FileNameSchema,
  short_desc: z.string(),
  created_at: TimestampSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type ConceptCategorySummary = z.infer<typeof ConceptCategorySummarySchema>;

export const ConceptCategorySchema = ConceptCategorySummarySchema.extend({
  concepts: z.array(ConceptSchema),
});
export type ConceptCategory = z.infer<typeof ConceptCategorySchema>;

export const ConceptCategoriesResponseSchema = z.object({
  success: z.literal(true),
  conceptCategories: z.array(ConceptCategorySummarySchema),
});
export type ConceptCategoriesResponse = z.infer<typeof ConceptCategoriesResponseSchema>;

export const ConceptCategoryResponseSchema = z.object({
  success: z.literal(true),
  conceptCategory: ConceptCategorySchema,
  preview: PreviewSchema.optional(),
});
export type ConceptCategoryResponse = z.infer<typeof ConceptCategoryResponseSchema>;
