import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { createSingleFlight, VARIANTS_DIR, variantPathOf, writeImageVariant } from '@rennfeld/api';
import { IMAGE_VARIANT_WIDTHS, ImageVariantQuerySchema } from '@rennfeld/contract';
import type { FastifyPluginAsync } from 'fastify';

export interface StorageOptions {
  storageDir: string;
}

const RASTER = /\.(png|jpe?g|webp)$/i;

/**
 * Stored images and PDFs under /storage (SPEC §3), public and cached a day. An image asked for
 * with `?w=` (one of IMAGE_VARIANT_WIDTHS) comes as WebP at that width, made with sharp on upload
 * (or on first request, for files put there otherwise) and kept on disk beside the original, so pages send each image in the size it is
 * shown. Only the listed widths exist, so nobody can make the server encode arbitrary sizes.
 */
export const storagePlugin: FastifyPluginAsync<StorageOptions> = async (storage, { storageDir }) => {
  // Visitors asking for a variant while it is being made share that one sharp run.
  const writeVariantOnce = createSingleFlight<void>();

  storage.addHook('onSend', async (_request, reply, payload) => {
    // The visitor went away while the file was found or made (a browser drops a lazy image
    // scrolled past): Fastify would pipe the file into the closed response and answer the
    // stream's error there again, piling listeners on it. A variant made meanwhile is kept.
    if (reply.raw.destroyed) {
      if (payload instanceof Readable) payload.destroy();
      return null;
    }
    // Stored images and PDFs are public: a storefront on another origin may embed them.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });

  storage.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const query = ImageVariantQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ success: false, message: `w must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}.` });
    }
    const width = query.data.w;
    if (width === undefined) return;

    const relative = storedImagePath(
      decodeURIComponent(request.url.slice(0, request.url.indexOf('?')).replace(/^\/storage\//, '')),
    );
    if (!relative || !(await isFile(join(storageDir, relative)))) {
      return reply.code(404).send({ success: false, message: 'File not found.' });
    }
    const variant = variantPathOf(relative, width);
    const target = join(storageDir, variant);
    if (!(await isFile(target))) {
      try {
        await writeVariantOnce(target, () => writeImageVariant(storageDir, relative, width));
      } catch (error) {
        // An image sharp cannot read is still the stored file: the visitor gets it as it is.
        request.log.warn({ err: error, file: relative }, 'image variant failed');
        return reply.sendFile(relative, storageDir, { maxAge: '1d' });
      }
    }
    return reply.sendFile(variant.slice(VARIANTS_DIR.length + 1), join(storageDir, VARIANTS_DIR), { maxAge: '1d' });
  });

  await storage.register(fastifyStatic, { root: storageDir, index: false, maxAge: '1d', allowedPath: isServedPath });
  storage.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'File not found.' }));
};

/** The variants folder and dot files are not stored content. */
function isServedPath(pathName: string): boolean {
  return !pathName.split('/').some((part) => part.startsWith('.'));
}

/** A raster image's path inside storage, or undefined for anything else (or anything escaping it). */
function storedImagePath(path: string): string | undefined {
  const normalised = normalize(path);
  if (normalised.startsWith('..') || normalised.split(sep).some((part) => part.startsWith('.'))) return undefined;
  return RASTER.test(normalised) ? normalised : undefined;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}
