import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { throwNotFound } from '../lib/not-found.ts';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

/** Unknown URLs, and the footer's unregistered links, answer 404 with the Not Found page. */
export function loader() {
  throwNotFound();
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function meta() {
  return buildNoIndexMeta();
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
