import type { ServerBuild } from 'react-router';

/** The bodies a page's action reads: what an HTML form sends. */
const FORM_MEDIA_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const READ_METHODS = ['GET', 'HEAD'];

/** Why a page cannot take a request: 405 with the methods it allows, or 415. */
export type PageRefusal = { status: 405; allow: string } | { status: 415 };

/**
 * What a page takes, decided before React Router sees the request: GET and HEAD always; POST
 * with a form's body where the page has an action. Anything else would reach React Router as an
 * error it logs (a PUT to a page without an action) or as a throw in the action (a JSON body).
 */
export function createPageMethodGate(
  build: ServerBuild,
  matchPageRoute: (url: string) => string,
): (method: string, url: string, contentType: string | undefined) => PageRefusal | undefined {
  return (method, url, contentType) => {
    if (READ_METHODS.includes(method)) return undefined;
    const takesForms = build.routes[matchPageRoute(url)]?.module.action !== undefined;
    if (!takesForms) return { status: 405, allow: READ_METHODS.join(', ') };
    if (method !== 'POST') return { status: 405, allow: [...READ_METHODS, 'POST'].join(', ') };
    const mediaType = contentType?.split(';', 1)[0]!.trim().toLowerCase();
    return mediaType && FORM_MEDIA_TYPES.has(mediaType) ? undefined : { status: 415 };
  };
}
