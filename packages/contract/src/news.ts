import { z } from './zod.ts';
import { FileNameSchema, IdSchema, SlugSchema, TimestampSchema } from './common.ts';
import { UntranslatedFieldsSchema } from './content-language.ts';
import { PreviewSchema } from './preview.ts';

export const NewsItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  image: FileNameSchema,
  short_description: z.string(),
  created_at: TimestampSchema,
  untranslated: UntranslatedFieldsSchema,
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsListResponseSchema = z.object({
  success: z.literal(true),
  news: z.array(NewsItemSchema),
});
export type NewsListResponse = z.infer<typeof NewsListResponseSchema>;

export const NewsDetailSchema = NewsItemSchema.extend({
  /** Sanitised HTML. */
  long_description: z.string(),
  updated_at: TimestampSchema,
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

export const NewsDetailResponseSchema = z.object({
  success: z.literal(true),
  news_details: NewsDetailSchema,
  preview: PreviewSchema.optional(),
});
export type NewsDetailResponse = z.infer<typeof NewsDetailResponseSchema>;
