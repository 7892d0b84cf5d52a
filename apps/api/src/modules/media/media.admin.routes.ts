import multipart from '@fastify/multipart';
import { ErrorResponseSchema } from '@rennfeld/contract';
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  MediaFolderParamsSchema,
  MediaUploadResponseSchema,
  RemovedMediaResponseSchema,
  UnusedMediaResponseSchema,
  type StoredMedia,
} from '@rennfeld/contract/staff';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import { listUsedMedia } from './media.repository.ts';
import { listMediaFiles, removeMediaFile, storeImage, storeDocument, storePdf, type MediaFile } from './media-store.ts';

/** An upload waits this long for the form that will use it before it counts as unused. */
const GRACE_HOURS = 24;

const isPdfName = (filename: string) => filename.toLowerCase().endsWith('.pdf');

/** Files no record uses, uploaded longer ago than the grace period. */
async function findUnusedFiles(request: FastifyRequest, storageDir: string, db: Parameters<StaffModule>[1]['db']) {
  const [files, used] = await Promise.all([listMediaFiles(storageDir), listUsedMedia(db)]);
  const cutoff = Date.now() - GRACE_HOURS * 3_600_000;
  request.log.debug({ files: files.length, used: used.size }, 'media scanned');
  return files.filter((file) => !used.has(`${file.folder}/${file.name}`) && file.modifiedAt.getTime() < cutoff);
}

const toUnusedEntry = ({ folder, name, bytes, modifiedAt }: MediaFile) => ({
  folder,
  name,
  bytes,
  modifiedAt: modifiedAt.toISOString(),
});

/**
 * Images and catalogue PDFs in the staff area: uploaded into a storage folder (editors and
 * admins), and the files no record uses any more, listed for everyone and removed by admins.
 */
export const mediaAdminRoutes: StaffModule = async (app, { db, storageDir }) => {
  await app.register(multipart, {
    limits: {
      fileSize: MEDIA_LIMITS.pdfBytes,
      files: MEDIA_LIMITS.files + 1,
      fields: 0,
      parts: MEDIA_LIMITS.files + 1,
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content-admin'];

  routes.post(
    '/media/:folder',
    {
      schema: {
        tags,
        summary: 'Upload images (or, for catalogues, PDFs) into a storage folder',
        description:
          'multipart/form-data with up to 20 files. An image’s type is read from its bytes (JPEG, PNG or WebP); it is stored without its metadata, with its thumbnail and WebP widths. A PDF gets its first page as a cover image.',
        operationId: 'uploadMedia',
        consumes: ['multipart/form-data'],
        params: MediaFolderParamsSchema,
        response: {
          201: MediaUploadResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          422: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new UnsupportedMediaTypeError('Send the files as multipart/form-data.');
      const { folder } = request.params;
      const stored: StoredMedia[] = [];
      for await (const part of request.files()) {
        if (stored.length === MEDIA_LIMITS.files) throw new PayloadTooLargeError(MEDIA_MESSAGES.tooManyFiles);
        const isPdf = isPdfName(part.filename) || part.mimetype === 'application/pdf';
        const bytes = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new PayloadTooLargeError(isPdf ? MEDIA_MESSAGES.pdfTooLarge : MEDIA_MESSAGES.imageTooLarge);
          }
          throw error;
        });
        const upload = { filename: part.filename, bytes };
        if (folder === 'documents') {
          if (!isPdf) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.documentsArePdfs);
          stored.push(await storeDocument(storageDir, upload));
          continue;
        }
        if (isPdf && folder !== 'catalogue') throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.pdfOnlyForCatalogues);
        if (isPdf) {
          stored.push(await storePdf(storageDir, folder, upload));
          continue;
        }
        if (bytes.length > MEDIA_LIMITS.imageBytes) throw new PayloadTooLargeError(MEDIA_MESSAGES.imageTooLarge);
        stored.push(await storeImage(storageDir, folder, upload));
      }
      if (stored.length === 0) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.noFile);
      await recordAuditEvent(db, {
        actor: request.staff!,
        action: 'media.uploaded',
        ipAddress: request.ip,
        changes: { before: null, after: stored },
      });
      return reply.code(201).send({ files: stored });
    },
  );

  routes.get(
    '/media/unused',
    {
      schema: {
        tags,
        summary: 'List the stored files no record uses',
        description: `Files uploaded less than ${GRACE_HOURS} hours ago are left out: their form may not be saved yet.`,
        operationId: 'listUnusedMedia',
        response: { 200: UnusedMediaResponseSchema },
      },
    },
    async (request) => ({
      files: (await findUnusedFiles(request, storageDir, db)).map(toUnusedEntry),
      graceHours: GRACE_HOURS,
    }),
  );

  routes.delete(
    '/media/unused',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags,
        summary: 'Remove the stored files no record uses (admins)',
        description: 'Removes what GET /media/unused lists now, each file with its thumbnail, original and variants.',
        operationId: 'removeUnusedMedia',
        response: { 200: RemovedMediaResponseSchema },
      },
    },
    async (request) => {
      const unused = await findUnusedFiles(request, storageDir, db);
      for (const file of unused) await removeMediaFile(storageDir, file.folder, file.name);
      if (unused.length > 0) {
        await recordAuditEvent(db, {
          actor: request.staff!,
          action: 'media.removed',
          ipAddress: request.ip,
          changes: { before: unused.map(toUnusedEntry), after: null },
        });
      }
      return { removed: unused.length };
    },
  );
};
