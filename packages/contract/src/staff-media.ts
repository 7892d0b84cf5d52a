import { TimestampSchema } from './common.ts';
import { z } from './zod.ts';

// The staff API's media: images and catalogue PDFs uploaded into the storage folders of SPEC §3,
// and the files no record uses any more.

/** The storage folders a record's file lives in, one per kind of record. */
export const MEDIA_FOLDERS = [
  'product',
  'category',
  'concept-category',
  'concept',
  'news',
  'catalogue',
  'team-members',
  'about',
  'partnership',
  // Products' safety and technical data sheets: PDFs only.
  'documents',
] as const;
export const MediaFolderSchema = z.enum(MEDIA_FOLDERS);
export type MediaFolder = z.infer<typeof MediaFolderSchema>;

export const MEDIA_LIMITS = {
  /** Bytes of one image as uploaded. */
  imageBytes: 20 * 1024 * 1024,
  /** Bytes of one catalogue PDF. */
  pdfBytes: 60 * 1024 * 1024,
  /** Files in one upload. */
  files: 20,
  /** Pixels of one image (width × height): larger ones would take the server's memory. */
  imagePixels: 60_000_000,
} as const;

/** Image formats accepted, as their bytes say (not their names). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const MEDIA_MESSAGES = {
  noFile: 'Choose at least one file to upload.',
  tooManyFiles: `Upload at most ${MEDIA_LIMITS.files} files at once.`,
  notImage: 'This file is not a JPEG, PNG or WebP image.',
  notPdf: 'This file is not a PDF that can be read.',
  imageTooLarge: `An image may be at most ${MEDIA_LIMITS.imageBytes / 1024 / 1024} MB.`,
  pdfTooLarge: `A PDF may be at most ${MEDIA_LIMITS.pdfBytes / 1024 / 1024} MB.`,
  tooManyPixels: 'This image has too many pixels. Scale it down to at most 60 megapixels.',
  pdfOnlyForCatalogues: 'PDFs are for catalogues and data sheets. Upload an image here.',
  documentsArePdfs: 'Data sheets are PDFs. Upload a PDF here.',
} as const;

export const MediaFolderParamsSchema = z.object({ folder: MediaFolderSchema });

export const StoredMediaSchema = z.object({
  folder: MediaFolderSchema,
  /** The name a record stores (`image`, `pdf`). The same bytes always get the same name. */
  name: z.string(),
  type: z.enum([...ACCEPTED_IMAGE_TYPES, 'application/pdf']),
  bytes: z.number().int().min(0),
  /** Pixels of the stored image; a catalogue PDF's are its cover's; a data sheet has none. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** A PDF's cover: its first page as a PNG in the same folder, for a catalogue without one. */
  cover: z.string().optional(),
});
export type StoredMedia = z.infer<typeof StoredMediaSchema>;

export const MediaUploadResponseSchema = z.object({ files: z.array(StoredMediaSchema) });
export type MediaUploadResponse = z.infer<typeof MediaUploadResponseSchema>;

export const UnusedMediaFileSchema = z.object({
  folder: MediaFolderSchema,
  name: z.string(),
  /** Its bytes, its thumbnail's, its kept original's and its variants' together. */
  bytes: z.number().int().min(0),
  modifiedAt: TimestampSchema,
});
export const UnusedMediaResponseSchema = z.object({
  files: z.array(UnusedMediaFileSchema),
  /** Hours a file may stay unused after its upload before it is listed (its form may not be saved yet). */
  graceHours: z.number().int().min(0),
});
export type UnusedMediaResponse = z.infer<typeof UnusedMediaResponseSchema>;
export const RemovedMediaResponseSchema = z.object({ removed: z.number().int().min(0) });
