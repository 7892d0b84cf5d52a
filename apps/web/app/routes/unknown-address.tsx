import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { readI18n } from '../i18n/use-i18n.ts';
import { throwNotFound } from '../lib/not-found-response.ts';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import type { Route } from './+types/unknown-address';

/** Unknown URLs, and the footer's unregistered links, answer 404 with the Not Found page. */
export function loader() {
  throwNotFound();
}

export default function UnknownAddress() {
  return <NotFoundPage />;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildNoIndexMeta(readI18n(matches).t('common.notFound.title'));
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
