import type { AppLoadContext } from 'react-router';
import type { Translate } from '../../i18n/translator.ts';
import { isNotFoundAnswer, isUnsuccessfulAnswer } from '../../lib/api-client.ts';
import { throwNotFound } from '../../lib/not-found-response.ts';
import type { Section } from './section.ts';

/** The message to show for a failed call: a fixed text, or one derived from the error. */
export type FailureMessage = string | ((error: unknown) => string);

/**
 * Awaits one API call for a loader and turns a failure into the page's message; the failure is
 * logged on the server with what was being loaded. With `missingIsNotFound`, an API 404 becomes
 * the app's Not Found page (HTTP 404) instead.
 */
export async function loadSection<T>(
  context: AppLoadContext,
  what: string,
  call: Promise<T>,
  failure: FailureMessage,
  { missingIsNotFound = false }: { missingIsNotFound?: boolean } = {},
): Promise<Section<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (missingIsNotFound && isNotFoundAnswer(error)) throwNotFound();
    context.logError(`Failed to load ${what}`, error);
    return { ok: false, message: typeof failure === 'string' ? failure : failure(error) };
  }
}

/** SPEC §8 for news: a failed call and an unsuccessful answer have different texts. */
export function describeNewsFailure(t: Translate): (error: unknown) => string {
  return (error) => t(isUnsuccessfulAnswer(error) ? 'content.news.loadError' : 'content.news.loadFailed');
}
