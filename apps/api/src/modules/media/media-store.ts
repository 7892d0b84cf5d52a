import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@rennfeld/contract';
import { MEDIA_FOLDERS, MEDIA_MESSAGES, slugify, type MediaFolder, type StoredMedia } from '@rennfeld/contract/staff';
import { UnsupportedMediaTypeError } from '../../lib/errors.ts';
import { cleanImage, encodeImageVariant, hasPrivateMetadata, resizeImage } from './media-images.ts';
import { checkPdf, renderPdfCover } from './media-pdf.ts';

// The storage folder on disk: `{folder}/{name}` is served as /storage/{folder}/{name}; dot
// folders beside them are never served (apps/server/src/storage.ts).

/** Generated WebP copies at the widths of IMAGE_VARIANT_WIDTHS. */
export const VARIANTS_DIR = '.variants';
/** Uploads exactly as they came, metadata and all: kept to re-encode from, never served. */
const ORIGINALS_DIR = '.originals';

/** The folders whose pages also show a smaller copy, from `{folder}/thumb/` (SPEC §3). */
const THUMBNAILS: Partial<Record<MediaFolder, { width: number; height: number }>> = {
  product: { width: 400, height: 400 },
  news: { width: 480, height: 270 },
  'concept-category': { width: 480, height: 270 },
};

/** Where the WebP copy of a stored image (`product/can.png`) at `width` is kept. */
export function variantPathOf(relative: string, width: ImageVariantWidth): string {
  return join(VARIANTS_DIR, `${relative}.${width}.webp`);
}

/** Writes to a partial file first, so no reader ever sees half a file. */
async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, path);
}

/** Makes the WebP copy of a stored image at one width (on upload, or on a visitor's first request). */
export async function writeImageVariant(storageDir: string, relative: string, width: ImageVariantWidth): Promise<void> {
  await writeAtomically(
    join(storageDir, variantPathOf(relative, width)),
    await encodeImageVariant(join(storageDir, relative), width),
  );
}

/**
 * A stored file's name: the uploaded name as a slug, then a hash of the bytes. The same file
 * uploaded twice gets the same name; two files of one name never overwrite each other.
 */
function mediaNameOf(uploadedName: string, bytes: Buffer, extension: string): string {
  const stem = slugify(basename(uploadedName, extname(uploadedName))).slice(0, 60) || 'file';
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return `${stem}-${hash}.${extension}`;
}

export interface Upload {
  filename: string;
  bytes: Buffer;
}

/**
 * Stores an uploaded image in its folder: the original kept aside, the image visitors get
 * re-encoded without metadata, its thumbnail where the folder has one, and every WebP width the
 * pages ask for made now rather than on a visitor's first request.
 */
export async function storeImage(storageDir: string, folder: MediaFolder, upload: Upload): Promise<StoredMedia> {
  const image = await cleanImage(upload.bytes);
  const name = mediaNameOf(upload.filename, upload.bytes, image.extension);
  const relative = `${folder}/${name}`;
  await writeAtomically(join(storageDir, ORIGINALS_DIR, relative), upload.bytes);
  await writeAtomically(join(storageDir, relative), image.bytes);
  const written = [relative];
  const thumbnail = THUMBNAILS[folder];
  if (thumbnail) {
    const thumbRelative = `${folder}/thumb/${name}`;
    await writeAtomically(join(storageDir, thumbRelative), await resizeImage(image, thumbnail));
    written.push(thumbRelative);
  }
  for (const file of written) {
    for (const width of IMAGE_VARIANT_WIDTHS) await writeImageVariant(storageDir, file, width);
  }
  return { folder, name, type: image.type, bytes: image.bytes.length, width: image.width, height: image.height };
}

/** Stores a catalogue PDF as it came, with its first page as a cover image beside it. */
export async function storePdf(storageDir: string, folder: MediaFolder, upload: Upload): Promise<StoredMedia> {
  const coverBytes = await renderPdfCover(upload.bytes);
  const stem = basename(upload.filename, extname(upload.filename));
  const cover = await storeImage(storageDir, folder, { filename: `${stem}-cover.png`, bytes: coverBytes });
  const name = mediaNameOf(upload.filename, upload.bytes, 'pdf');
  await writeAtomically(join(storageDir, folder, name), upload.bytes);
  return {
    folder,
    name,
    type: 'application/pdf',
    bytes: upload.bytes.length,
    width: cover.width,
    height: cover.height,
    cover: cover.name,
  };
}

/** Stores a product's data sheet (a PDF PDF.js can read) as it came, in the documents folder. */
export async function storeDocument(storageDir: string, upload: Upload): Promise<StoredMedia> {
  await checkPdf(upload.bytes);
  const name = mediaNameOf(upload.filename, upload.bytes, 'pdf');
  await writeAtomically(join(storageDir, 'documents', name), upload.bytes);
  return { folder: 'documents', name, type: 'application/pdf', bytes: upload.bytes.length };
}

/**
 * Puts a file a content folder brings in place under its own name (records name it). Its bytes
 * stay as they are, so an export gives back the same file, unless an image carries metadata
 * (EXIF, XMP, IPTC): then it is stored as an upload is, without it. The thumbnail is made where
 * the folder has one, and variants of an older file of that name are dropped (made anew on demand).
 */
export async function placeMediaFile(
  storageDir: string,
  folder: MediaFolder,
  name: string,
  bytes: Buffer,
): Promise<void> {
  const relative = `${folder}/${name}`;
  const thumbnail = THUMBNAILS[folder];
  if (folder === 'documents') {
    if (!/\.pdf$/i.test(name)) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.documentsArePdfs);
    await checkPdf(bytes);
    await writeAtomically(join(storageDir, relative), bytes);
  } else if (/\.pdf$/i.test(name)) {
    await writeAtomically(join(storageDir, relative), bytes);
  } else {
    const image = await cleanImage(bytes);
    await writeAtomically(join(storageDir, relative), (await hasPrivateMetadata(bytes)) ? image.bytes : bytes);
    if (thumbnail) await writeAtomically(join(storageDir, folder, 'thumb', name), await resizeImage(image, thumbnail));
  }
  const own = [relative, `${folder}/thumb/${name}`];
  await Promise.all(
    own.flatMap((file) =>
      IMAGE_VARIANT_WIDTHS.map((width) => rm(join(storageDir, variantPathOf(file, width)), { force: true })),
    ),
  );
}

export interface MediaFile {
  folder: MediaFolder;
  name: string;
  /** The file's bytes with its thumbnail's, original's and variants'. */
  bytes: number;
  modifiedAt: Date;
}

/** Every file that belongs to a stored file (`product/can.png`): itself and what was made from it. */
function pathsOf(folder: MediaFolder, name: string): string[] {
  const own = [`${folder}/${name}`, `${folder}/thumb/${name}`];
  return [
    ...own,
    join(ORIGINALS_DIR, folder, name),
    ...own.flatMap((relative) => IMAGE_VARIANT_WIDTHS.map((width) => variantPathOf(relative, width))),
  ];
}

async function sizeOf(path: string): Promise<number> {
  return stat(path).then(
    (stats) => stats.size,
    () => 0,
  );
}

/** The files of the storage folders (not their thumbnails, which go with them), with their sizes. */
export async function listMediaFiles(storageDir: string): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for (const folder of MEDIA_FOLDERS) {
    const entries = await readdir(join(storageDir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.startsWith('.') || entry.name.endsWith('.partial')) continue;
      const { mtime } = await stat(join(storageDir, folder, entry.name));
      const sizes = await Promise.all(pathsOf(folder, entry.name).map((path) => sizeOf(join(storageDir, path))));
      files.push({
        folder,
        name: entry.name,
        bytes: sizes.reduce((sum, size) => sum + size, 0),
        modifiedAt: mtime,
      });
    }
  }
  return files;
}

/** Removes a stored file with its thumbnail, its original and its variants. */
export async function removeMediaFile(storageDir: string, folder: MediaFolder, name: string): Promise<void> {
  await Promise.all(pathsOf(folder, name).map((path) => rm(join(storageDir, path), { force: true })));
}
