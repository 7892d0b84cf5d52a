import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../../styles/content.css';
import { columnSizes } from '../../lib/storage.ts';

/** The dark banner every content page opens with. */
export function PageBanner({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: ReactNode }) {
  return (
    <header className="content-banner text-white">
      <div className="container py-5">
        {eyebrow ? <p className="content-banner-eyebrow mb-2">{eyebrow}</p> : null}
        <h1 className="display-5 fw-bold mb-0">{title}</h1>
        {lead ? <p className="lead mt-3 mb-0 content-banner-lead">{lead}</p> : null}
      </div>
    </header>
  );
}

/** The grids of SPEC §9: catalogue, team and partners 1/2/4 columns; concepts 1/3/4. */
export type GridColumns = '1-2-4' | '1-3-4';

/** How wide a card image of each grid is shown (its `sizes`). */
export const GRID_IMAGE_SIZES: Record<GridColumns, string> = {
  '1-2-4': columnSizes({ md: 2, lg: 4 }),
  '1-3-4': columnSizes({ md: 3, lg: 4 }),
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

/** An empty list's text. */
export function EmptyText({ text }: { text: string }) {
  return <p className="text-center text-secondary py-4 mb-0">{text}</p>;
}

/** The closing block of the company pages: where a visitor can go next. */
export function NextStepsBlock({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <section className="content-next-steps text-white" aria-labelledby="next-steps-title">
      <div className="container py-5">
        <div className="row align-items-center g-4">
          <div className="col-12 col-lg-8">
            <h2 id="next-steps-title" className="h3 fw-bold">
              {title}
            </h2>
            <p className="mb-0 text-white-50">{text}</p>
          </div>
          <div className="col-12 col-lg-4 d-flex flex-wrap gap-2 justify-content-lg-end">{children}</div>
        </div>
      </div>
    </section>
  );
}

export function ButtonLink({ to, children, variant = 'light' }: { to: string; children: ReactNode; variant?: string }) {
  return (
    <Link className={`btn btn-${variant}`} to={to}>
      {children}
    </Link>
  );
}
