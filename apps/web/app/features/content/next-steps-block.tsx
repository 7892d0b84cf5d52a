import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '../../i18n/use-i18n.ts';
import '../../styles/content.css';

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

// Whole class names, so the build's stylesheet purge (apps/web/vite.config.ts) finds them.
const BUTTON_CLASSES = { light: 'btn btn-light', 'outline-light': 'btn btn-outline-light' } as const;

/** A button to a page of the site: `to` is its English path, the link stays in the page's language. */
export function ButtonLink({
  to,
  children,
  variant = 'light',
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof BUTTON_CLASSES;
}) {
  const localePath = useLocalePath();
  return (
    <Link className={BUTTON_CLASSES[variant]} to={localePath(to)}>
      {children}
    </Link>
  );
}
