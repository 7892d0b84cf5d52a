import { useState, type PointerEvent } from 'react';

/** SPEC §2: the magnifier shows the image at 500 % in a 150 px circle. */
const ZOOM_FACTOR = 5;
const LENS_SIZE_PX = 150;

interface Lens {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The product image with a magnifier lens that follows a mouse or pen. Touch and keyboard users
 * get the plain image (with its alt text); the lens is decoration and hidden from assistive tech.
 */
export function ZoomableImage({
  image,
  sizes,
  alt,
}: {
  /** The picture in its sizes (lib/storage.ts buildResponsiveImage); the lens magnifies the widest. */
  image: { src: string; srcSet: string; width: number; height: number };
  sizes: string;
  alt: string;
}) {
  const [lens, setLens] = useState<Lens | null>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const inside = x >= 0 && y >= 0 && x <= box.width && y <= box.height;
    setLens(inside ? { x, y, width: box.width, height: box.height } : null);
  };

  const half = LENS_SIZE_PX / 2;
  return (
    <div className="zoom-frame" onPointerMove={follow} onPointerLeave={() => setLens(null)}>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        fetchPriority="high"
      />
      {lens && (
        <div
          className="zoom-lens"
          aria-hidden="true"
          data-testid="zoom-lens"
          style={{
            left: lens.x - half,
            top: lens.y - half,
            backgroundImage: `url("${image.src}")`,
            backgroundSize: `${lens.width * ZOOM_FACTOR}px ${lens.height * ZOOM_FACTOR}px`,
            backgroundPosition: `${half - lens.x * ZOOM_FACTOR}px ${half - lens.y * ZOOM_FACTOR}px`,
          }}
        />
      )}
    </div>
  );
}
