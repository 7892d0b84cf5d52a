import { usePublicEnv } from '../../lib/public-env.ts';
import { storageUrl, type StorageFolder } from '../../lib/storage.ts';

/** An image from the API's storage folders (SPEC §3). */
export function StorageImage({
  folder,
  file,
  alt,
  className,
  eager = false,
}: {
  folder: StorageFolder;
  file: string;
  alt: string;
  className?: string;
  /** Above-the-fold images load at once; the rest lazily. */
  eager?: boolean;
}) {
  const { storageBase } = usePublicEnv();
  return (
    <img
      src={storageUrl(storageBase, folder, file)}
      alt={alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
