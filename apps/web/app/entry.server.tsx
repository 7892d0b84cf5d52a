import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { NonceContext } from './load-context.ts';

/*
 * React Router's default Node entry, plus the Content-Security-Policy nonce: the server makes one
 * per answer (apps/server/src/web.ts), puts it into the policy and into the load context, and every
 * inline script rendered here carries it (React's own, React Router's streamed data, and through
 * NonceContext the root's <Scripts> and <ScrollRestoration>).
 */

export const streamTimeout = 5_000;

/**
 * A loader's or action's failure, in the server's log with the request's id (not when the visitor
 * left). A client's mistake (a 4xx React Router answers itself) is no failure: the request's own
 * line records its status.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (!request.signal.aborted) context.logError('A page could not be answered', error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Crawlers and SPA mode wait for all content; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Loaders have awaited every section, so each boundary the page has (the home carousel's
        // script loads later in the browser) is complete: it is written in place, never outlined
        // behind a fallback that only a script would swap (React outlines big ones by default).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html');

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; a failing shell rejects and React Router logs it.
          if (shellRendered) loadContext.logError('The page failed while it was sent', error);
        },
      },
    );
  });
}
