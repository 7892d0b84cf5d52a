import { useRouteError } from 'react-router';
import { useT } from '../i18n/use-i18n.ts';
import { isNotFoundResponse } from '../lib/not-found-response.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ErrorText } from './status.tsx';

/**
 * Every route's error boundary: a 404 shows the Not Found page (or, where SPEC §8 gives a missing
 * resource the page's own red alert, `notFoundMessage`), anything else the route's SPEC §8
 * message. Each route exports one, so an error replaces only that route's content and the page's
 * frame (header, footer, scripts) stays mounted.
 */
export function RouteErrorBoundary({ message, notFoundMessage }: { message?: string; notFoundMessage?: string }) {
  const error = useRouteError();
  const t = useT();
  if (isNotFoundResponse(error)) {
    return notFoundMessage === undefined ? <NotFoundPage /> : <ErrorAlert message={notFoundMessage} />;
  }
  // On the server, entry.server's handleError has logged it already, with the request's id.
  if (typeof document !== 'undefined') console.error(error);
  return <ErrorAlert message={message ?? t('common.genericError')} />;
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <div className="container py-5">
      <ErrorText message={message} />
    </div>
  );
}
