import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { ErrorText } from './status.tsx';

const GENERIC_MESSAGE = 'Something went wrong. Please try again in a moment.';

/**
 * Every route's error boundary: a 404 shows the Not Found page, anything else the route's SPEC §8
 * message. Each route exports one, so an error replaces only that route's content and the page's
 * frame (header, footer, scripts) stays mounted.
 */
export function RouteErrorBoundary({ message = GENERIC_MESSAGE }: { message?: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="container py-5">
      <ErrorText message={message} />
    </div>
  );
}
