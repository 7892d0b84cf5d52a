import type { ImageVariantWidth } from '@rennfeld/contract';
import type { ACCEPTED_IMAGE_TYPES } from '@rennfeld/contract/staff';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@rennfeld/contract/staff';
import type { Sharp } from 'sharp';
import { UnsupportedMediaTypeError } from '../../lib/errors.ts';

// What sharp does to an uploaded image: reads its type from its bytes, turns it upright, drops its
// metadata (EXIF with camera and place, comments, ICC after converting to sRGB), and makes the
// smaller copies the pages ask for.

type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const TYPES_BY_FORMAT: Record<string, { type: AcceptedImageType; extension: string }> = {
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  png: { type: 'image/png', extension: 'png' },
  webp: { type: 'image/webp', extension: 'webp' },
};

/** Loaded on the first image, not at start: a server nobody uploads to never needs it. */
async function loadSharp() {
  const { default: sharp } = await import('sharp');
  return sharp;
}

export interface CleanImage {
  type: AcceptedImageType;
  extension: string;
  /** The image re-encoded in its own format, upright, without metadata. */
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The image as visitors get it. Its type comes from its bytes: a PDF named `.png`, an SVG (which
 * may carry script) or a GIF is refused (415), as is one with more pixels than the limit.
 */
export async function cleanImage(upload: Buffer): Promise<CleanImage> {
  const sharp = await loadSharp();
  // sharp refuses an empty buffer as it is made, before it reads anything.
  if (upload.length === 0) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notImage);
  const input = sharp(upload, { limitInputPixels: MEDIA_LIMITS.imagePixels, failOn: 'error' });
  const metadata = await input.metadata().catch(() => undefined);
  const accepted = metadata?.format && TYPES_BY_FORMAT[metadata.format];
  if (!metadata || !accepted) throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notImage);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MEDIA_LIMITS.imagePixels) {
    throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.tooManyPixels);
  }
  const upright = input.rotate();
  const encoded = await encodeAs(upright, accepted.type)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new UnsupportedMediaTypeError(MEDIA_MESSAGES.notImage);
    });
  return { ...accepted, bytes: encoded.data, width: encoded.info.width, height: encoded.info.height };
}

/** Whether an image carries what says who took it, where or with what (EXIF, XMP, IPTC). */
export async function hasPrivateMetadata(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes).metadata();
  return Boolean(metadata.exif || metadata.xmp || metadata.iptc);
}

/** sharp keeps no metadata unless told to: each format at the quality the demo images have. */
function encodeAs(image: Sharp, type: AcceptedImageType): Sharp {
  if (type === 'image/jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (type === 'image/webp') return image.webp({ quality: 85 });
  return image.png({ compressionLevel: 9 });
}

/** A smaller copy in the same format, inside `width` × `height`, never cropped or enlarged. */
export async function resizeImage(
  image: CleanImage,
  { width, height }: { width: number; height: number },
): Promise<Buffer> {
  const sharp = await loadSharp();
  return encodeAs(
    sharp(image.bytes).resize({ width, height, fit: 'inside', withoutEnlargement: true }),
    image.type,
  ).toBuffer();
}

/** The WebP copy at one of the widths pages list in `srcset` (`/storage/…?w=480`). */
export async function encodeImageVariant(source: string | Buffer, width: ImageVariantWidth): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}
