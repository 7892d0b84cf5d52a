import type { ReactNode } from 'react';
import '../../styles/content.css';

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
