import { SlugSchema, TimestampSchema } from './common.ts';
import { staffListQuerySchema, staffListResponseSchema } from './staff-lists.ts';
import { z } from './zod.ts';

// The staff API's content editing: the same rules in the staff app's forms and on the server.

export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
/** A draft is seen by staff only; a published record is public (news: from its publication time). */
export const PublicationStatusSchema = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof PublicationStatusSchema>;

export const CONTENT_MESSAGES = {
  conflict:
    'Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.',
  slugTaken: 'Another record already uses this slug.',
  categoryHasProducts: (count: number) =>
    `This category holds ${count} ${count === 1 ? 'product' : 'products'}. Move or delete them first.`,
  subCategoryHasProducts: (name: string) =>
    `The sub-category ${name} still holds products. Move them to another sub-category first.`,
} as const;

const EditableSlugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(120, 'A slug may be at most 120 characters long.')
  .pipe(SlugSchema.regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and single hyphens.'));

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `Enter ${label}.`).max(max, `At most ${max} characters.`);

/** A file in the storage folder, by its name (no folders, no way out of the folder). */
const StoredFileNameSchema = z
  .string()
  .trim()
  .min(1, 'Choose an image.')
  .max(200)
  .regex(/^[\w-][\w.-]*$/, 'A file name of letters, digits, dots, hyphens and underscores.');

/** Rich text as the editor writes it; the server sanitises it before it is stored. */
const RichTextInputSchema = z.string().max(200_000, 'The text is too long.');

/** The version a save started from: a save from an older one is refused (409). */
const VersionSchema = z.number().int().positive();

const recordId = z.number().int().positive();

// News

export const NewsInputSchema = z.object({
  name: requiredText('a title', 200),
  slug: EditableSlugSchema,
  image: StoredFileNameSchema,
  shortDescription: requiredText('a short description', 500),
  longDescription: RichTextInputSchema,
  status: PublicationStatusSchema,
  /** The date visitors see; a published article appears from then on. */
  publishedAt: TimestampSchema,
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

export const NewsRecordSchema = NewsInputSchema.extend({
  id: recordId,
  version: VersionSchema,
  updatedAt: TimestampSchema,
});
export type NewsRecord = z.infer<typeof NewsRecordSchema>;

export const UpdateNewsRequestSchema = NewsInputSchema.extend({ version: VersionSchema });
export type UpdateNewsRequest = z.infer<typeof UpdateNewsRequestSchema>;

export const NewsRecordListQuerySchema = staffListQuerySchema(
  ['publishedAt', 'name', 'updatedAt'],
  'publishedAt',
).extend({ status: PublicationStatusSchema.optional() });
export type NewsRecordListQuery = z.infer<typeof NewsRecordListQuerySchema>;
export const NewsRecordListSchema = staffListResponseSchema(NewsRecordSchema);

// Categories, with their sub-categories edited in the same form

export const SubCategoryInputSchema = z.object({
  /** Absent for a sub-category added in this save. */
  id: recordId.optional(),
  name: requiredText('a name', 200),
  slug: EditableSlugSchema,
});

export const CategoryInputSchema = z
  .object({
    name: requiredText('a name', 200),
    slug: EditableSlugSchema,
    description: z.string().trim().max(2_000, 'At most 2000 characters.'),
    image: StoredFileNameSchema,
    /** Where it stands among the categories, 1 first. */
    position: z.number().int().min(1).max(10_000),
    /** In the order they are listed. */
    subCategories: z.array(SubCategoryInputSchema).max(200),
  })
  .superRefine((category, context) => {
    const seen = new Set<string>();
    category.subCategories.forEach((subCategory, index) => {
      if (seen.has(subCategory.slug)) {
        context.addIssue({
          code: 'custom',
          path: ['subCategories', index, 'slug'],
          message: 'Two sub-categories cannot share a slug.',
        });
      }
      seen.add(subCategory.slug);
    });
  });
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const CategoryRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  position: z.number().int(),
  subCategories: z.array(z.object({ id: recordId, name: z.string(), slug: z.string() })),
  /** How many products it holds: deleting it would take them along, so it is refused. */
  productCount: z.number().int().min(0),
  updatedAt: TimestampSchema,
});
export type CategoryRecord = z.infer<typeof CategoryRecordSchema>;

export const UpdateCategoryRequestSchema = CategoryInputSchema.and(z.object({ version: VersionSchema }));
export type UpdateCategoryRequest = z.infer<typeof UpdateCategoryRequestSchema>;

export const CategoryRecordListQuerySchema = staffListQuerySchema(['position', 'name', 'updatedAt'], 'position');
export type CategoryRecordListQuery = z.infer<typeof CategoryRecordListQuerySchema>;
export const CategoryRecordListSchema = staffListResponseSchema(CategoryRecordSchema);
