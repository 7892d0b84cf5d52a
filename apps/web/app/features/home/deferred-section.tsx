import { type ReactNode, Suspense } from 'react';
import { Await } from 'react-router';
import { ErrorText, LoadingText } from '../../ui/status.tsx';
import type { Settled } from './settle.ts';

interface DeferredProps<T> {
  resolve: Promise<Settled<T>>;
  /** SPEC §4 loading text. */
  loadingText: string;
  /** SPEC §8 error text. */
  errorMessage: string;
  children: (data: T) => ReactNode;
}

/** Renders deferred loader data: the loading text while it streams in, the error text if it failed. */
export function Deferred<T>({ resolve, loadingText, errorMessage, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={<LoadingText text={loadingText} />}>
      <Await resolve={resolve} errorElement={<ErrorText message={errorMessage} />}>
        {(result: Settled<T>) => (result.ok ? children(result.data) : <ErrorText message={errorMessage} />)}
      </Await>
    </Suspense>
  );
}
