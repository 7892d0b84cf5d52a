import { isNotFoundAnswer, isUnsuccessfulAnswer } from '../../lib/api-client.ts';
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
    if (missingIsNotFound && isNotFoundAnswer(error)) throw notFound();
    console.error(`Failed to load ${what}`, error);
    return { ok: false, message: typeof failure === 'string' ? failure : failure(error) };
  }
}

/** The Not Found answer of a page whose resource does not exist (the route's error boundary shows it). */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/** SPEC §8 for news: a failed call and an unsuccessful answer have different texts. */
export function newsFailureMessage(error: unknown): string {
  return isUnsuccessfulAnswer(error) ? 'Error loading news' : 'Failed to load news.';
}
