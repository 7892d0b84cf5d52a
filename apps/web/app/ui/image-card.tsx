import type { ReactNode } from 'react';
import { StorageImage, type StorageImageProps } from './storage-image.tsx';

/**
 * A card of news or concepts: its image beside its text (above it on phones), the image on the
 * right instead where `reversed`. The image is decoration: the text names what it shows.
 */
export function ImageCard({
  image,
  className,
  rowClassName = '',
  imageColumn,
  textColumn,
  textClassName,
  reversed = false,
  children,
}: {
  image: Omit<StorageImageProps, 'alt'>;
  className: string;
  rowClassName?: string;
  imageColumn: string;
  textColumn: string;
  textClassName: string;
  reversed?: boolean;
  children: ReactNode;
}) {
  return (
    <article className={className}>
      <div className={`row g-0${rowClassName}${reversed ? ' flex-md-row-reverse' : ''}`}>
        <div className={imageColumn}>
          <StorageImage {...image} alt="" />
        </div>
        <div className={textColumn}>
          <div className={textClassName}>{children}</div>
        </div>
      </div>
    </article>
  );
}
