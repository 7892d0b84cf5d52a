import { ApiError } from '../../lib/api-client.ts';
import type { Section } from './section.ts';

/** The message to show for a failed call: a fixed text, or one derived from the error. */
export type FailureMessage = string | ((error: unknown) => string);

/**
 * Awaits one API call for a loader and turns a failure into the page's message; the failure is
 * logged on the server with what was being loaded. With `missingIsNotFound`, an API 404 becomes
 * the app's Not Found page (HTTP 404) instead.
 */
export async function loadSection<T>(
  what: string,
  call: Promise<T>,
  failure: FailureMessage,
  { missingIsNotFound = false }: { missingIsNotFound?: boolean } = {},
): Promise<Section<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (missingIsNotFound && isNotFound(error)) throw notFound();
    console.error(`Failed to load ${what}`, error);
    return { ok: false, message: typeof failure === 'string' ? failure : failure(error) };
  }
}

/** True when the API answered 404: the loader turns that into the app's Not Found page. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}

/** The Not Found answer of a page whose resource does not exist (the route's error boundary shows it). */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/**
 * A 2xx answer whose body says `success: false` (SPEC §8 "unsuccessful response"): the contract
 * only accepts `success: true`, so the fetch layer reports it as a parse error carrying the body.
 */
export function isUnsuccessfulAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'parse') return false;
  const body = error.body as { success?: unknown } | undefined;
  return body?.success === false;
}
