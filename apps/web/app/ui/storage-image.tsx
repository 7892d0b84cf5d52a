import { useRootData } from '../lib/root-data.ts';
import { buildResponsiveImage, type StorageFolder } from '../lib/storage.ts';

export interface StorageImageProps {
  folder: StorageFolder;
  file: string;
  /** The image's text alternative; empty for decoration next to its own caption. */
  alt: string;
  /** How wide the image is shown at each breakpoint (the `sizes` attribute): the browser picks the copy. */
  sizes: string;
  className?: string;
  /** Above-the-fold images load at once and first; the rest lazily. */
  eager?: boolean;
}

/** An image from the storage folders (SPEC §3), sent as WebP in the size it is shown. */
export function StorageImage({ folder, file, alt, sizes, className, eager = false }: StorageImageProps) {
  const { storageBase } = useRootData().env;
  const { src, srcSet, width, height } = buildResponsiveImage(storageBase, folder, file);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
