import type { ReactNode } from 'react';
import { buildColumnSizes } from '../../lib/storage.ts';

/** The grids of SPEC §9: catalogue, team and partners 1/2/4 columns; concepts 1/3/4. */
export type GridColumns = '1-2-4' | '1-3-4';

/** How wide a card image of each grid is shown (its `sizes`). */
export const GRID_IMAGE_SIZES: Record<GridColumns, string> = {
  '1-2-4': buildColumnSizes({ md: 2, lg: 4 }),
  '1-3-4': buildColumnSizes({ md: 3, lg: 4 }),
};
const COLUMN_CLASSES: Record<GridColumns, string> = {
  '1-2-4': 'col-12 col-md-6 col-lg-3',
  '1-3-4': 'col-12 col-md-4 col-lg-3',
};

export function CardGrid<T>({
  items,
  columns,
  itemKey,
  label,
  children,
}: {
  items: T[];
  columns: GridColumns;
  itemKey: (item: T) => string | number;
  /** The list's accessible name. */
  label: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="row g-4 list-unstyled mb-0" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)} className={`${COLUMN_CLASSES[columns]} d-flex`}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
