import { isRouteErrorResponse } from 'react-router';

/**
 * The one way a loader says its page's resource does not exist: the page answers 404 and the
 * route's error boundary shows it. (An API answer saying so is `isNotFoundAnswer`.)
 */
export function throwNotFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/** The error an error boundary (or `<Await>`) receives after a loader threw Not Found. */
export function isNotFoundResponse(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
