import { HttpError } from 'react-admin';

/**
 * One call to the staff API or sign-in, as JSON, with the session cookie. A refusal becomes
 * react-admin's HttpError carrying the server's message (401 sends the app to the sign-in page).
 */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    throw new HttpError(message, response.status, body);
  }
  return body as T;
}
