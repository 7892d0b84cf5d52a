import { IMAGE_VARIANT_WIDTHS } from '@rennfeld/contract/constants';

/** The storage folders of SPEC §3: every one holds images, 'catalogue' the catalogue PDFs beside them. */
export type StorageFolder =
  | 'category'
  | 'concept-category'
  | 'concept-category/thumb'
  | 'concept'
  | 'news'
  | 'news/thumb'
  | 'product'
  | 'product/thumb'
  | 'catalogue'
  | 'team-members'
  | 'about'
  | 'partnership';

/**
 * The pixel size of the images each folder holds (the demo content's, and what an editor is
 * asked to upload): the width and height attributes reserve the space before an image arrives.
 */
const STORAGE_IMAGE_SIZES: Record<StorageFolder, { width: number; height: number }> = {
  product: { width: 800, height: 800 },
  'product/thumb': { width: 400, height: 400 },
  category: { width: 1200, height: 675 },
  'concept-category': { width: 1200, height: 675 },
  'concept-category/thumb': { width: 480, height: 270 },
  concept: { width: 960, height: 540 },
  news: { width: 1200, height: 675 },
  'news/thumb': { width: 480, height: 270 },
  catalogue: { width: 720, height: 960 },
  'team-members': { width: 600, height: 600 },
  about: { width: 1200, height: 800 },
  partnership: { width: 800, height: 450 },
};

export function buildStorageUrl(storageBase: string, folder: StorageFolder, file: string): string {
  return `${storageBase.replace(/\/+$/, '')}/${folder}/${encodeURIComponent(file)}`;
}

/** A stored file's URL as the API answers it (`/storage/documents/…`), served from `storageBase`. */
export function buildStoredFileUrl(storageBase: string, path: string): string {
  return path.startsWith('/storage/') ? `${storageBase.replace(/\/+$/, '')}/${path.slice('/storage/'.length)}` : path;
}

/**
 * `src` and `srcset` of a stored image: WebP copies at each variant width up to the folder's own
 * width (`?w=`, made by the server on first request); `src` is the widest.
 */
export function buildResponsiveImage(storageBase: string, folder: StorageFolder, file: string) {
  const url = buildStorageUrl(storageBase, folder, file);
  const { width, height } = STORAGE_IMAGE_SIZES[folder];
  const widths = IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate <= width);
  return {
    src: `${url}?w=${widths.at(-1)}`,
    srcSet: widths.map((candidate) => `${url}?w=${candidate} ${candidate}w`).join(', '),
    width,
    height,
  };
}

/** Bootstrap's container widths from each breakpoint up (SPEC §9's breakpoints). */
const CONTAINER_WIDTHS = [
  ['xxl', 1400, 1320],
  ['xl', 1200, 1140],
  ['lg', 992, 960],
  ['md', 768, 720],
  ['sm', 576, 540],
] as const;

export type GridBreakpoint = (typeof CONTAINER_WIDTHS)[number][0];

/**
 * The `sizes` of an image filling one column of a grid in a container: `columns` per breakpoint
 * (a breakpoint not given keeps the next smaller one's count; below the smallest, one column of
 * the viewport's width). A `col-md-5` column is 12 / 5 columns from md on.
 */
export function buildColumnSizes(columns: Partial<Record<GridBreakpoint, number>>): string {
  const entries: string[] = [];
  for (const [index, [, minWidth, container]] of CONTAINER_WIDTHS.entries()) {
    const count = CONTAINER_WIDTHS.slice(index).find(([smaller]) => columns[smaller] !== undefined)?.[0];
    const perColumn = count ? container / columns[count]! : container;
    entries.push(`(min-width: ${minWidth}px) ${Math.ceil(perColumn)}px`);
  }
  return [...entries, '100vw'].join(', ');
}
