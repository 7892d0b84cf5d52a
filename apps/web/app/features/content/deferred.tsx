import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router';
import { isNotFoundResponse } from '../../lib/not-found-response.ts';
import { NotFoundPage } from '../../ui/not-found-page.tsx';
import { ErrorText } from '../../ui/status.tsx';

/**
 * How long a client-side navigation waits for the page's data before it shows the page with its
 * loading text instead. Fast answers render at once with no flash of "Loading...".
 */
const LOADING_GRACE_MS = 200;

/**
 * The content pages' clientLoader. The first render is server-side with all data awaited (so the
 * HTML is complete, also without JavaScript); on client-side navigations the page's data comes
 * from its server loader, and when that takes longer than LOADING_GRACE_MS the page renders with
 * the data still pending, which <Deferred> shows as the SPEC §4 loading text.
 */
export async function deferSlowContent<C>(
  serverLoader: () => Promise<{ content: C }>,
): Promise<{ content: C | Promise<C> }> {
  const content = serverLoader().then((data) => data.content);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settledInTime = await Promise.race([
    content.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), LOADING_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  return { content: settledInTime ? await content : content };
}

/** The content when it has arrived (for `meta`, which cannot wait for it). */
export function readSettled<C>(content: C | Promise<C> | undefined): C | undefined {
  return content instanceof Promise ? undefined : content;
}

/** Renders content that may still be on its way: the loading text until it arrives. */
export function Deferred<C>({
  content,
  fallback,
  errorMessage,
  children,
}: {
  content: C | Promise<C>;
  fallback: ReactNode;
  /** Shown when the page's data could not be fetched at all (the request to our server failed). */
  errorMessage: string;
  children: (content: C) => ReactNode;
}) {
  // Data that is already here renders without a Suspense boundary: React's streaming renderer may
  // move a large boundary's HTML to the end of the document and reveal it with an inline script,
  // which a visitor without JavaScript would never run.
  if (!(content instanceof Promise)) return children(content);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={content} errorElement={<DeferredError message={errorMessage} />}>
        {(resolved: C) => children(resolved)}
      </Await>
    </Suspense>
  );
}

function DeferredError({ message }: { message: string }) {
  const error = useAsyncError();
  if (isNotFoundResponse(error)) return <NotFoundPage />;
  return <ErrorText message={message} />;
}

/**
 * Content pages are read-only: a form posted from them (the newsletter form) changes nothing they
 * show, so they keep their data instead of reloading it after every submission.
 */
export function keepContentAfterSubmissions({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
