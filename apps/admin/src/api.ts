import { HttpError } from 'react-admin';
import { translateContractMessage } from './i18n/contract-messages.ts';

/**
 * One call to the staff API or sign-in, as JSON (or files as a form), with the session cookie. A refusal becomes
 * react-admin's HttpError carrying the server's message in the staff's language (401 sends the app to the
 * sign-in page).
 */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  // Files go as multipart/form-data, the browser writing its boundary; anything else as JSON.
  const isForm = init.body instanceof FormData;
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined || isForm ? {} : { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as FormData) : JSON.stringify(init.body) }),
  });
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    throw new HttpError(inStaffLanguage(message), response.status, toFormErrorBody(body));
  }
  return body as T;
}

/**
 * A 422's errors as react-admin's forms take them, one message per field path
 * (`subCategories.1.slug`), so each shows next to its field; other bodies pass unchanged.
 */
function toFormErrorBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return body;
  const errors = body.errors as Record<string, string[]>;
  return {
    ...body,
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field === '_' ? 'root.serverError' : field,
        inStaffLanguage(messages[0] ?? ''),
      ]),
    ),
  };
}

// The page's language, which the i18n provider keeps to the staff's choice.
const inStaffLanguage = (message: string) => translateContractMessage(message, document.documentElement.lang);
