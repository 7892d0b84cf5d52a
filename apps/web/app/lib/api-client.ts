import { serializeQuery, type QueryParams } from '@rennfeld/contract/query-string';
import type { z } from 'zod';

/**
 * The SPEC's generic fetch layer: JSON bodies, query serialisation (`key[]=value`, null and
 * undefined skipped), and distinct errors for a failed fetch, a timeout, an unparsable answer
 * and a non-2xx status. Route loaders use it on the server, TanStack Query in the browser.
 */
export type ApiErrorKind = 'fetch' | 'timeout' | 'parse' | 'http';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    /** The parsed error body, when the server sent JSON (e.g. `{ message, errors }`). */
    readonly body?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  /** The server's `message` (or `data.message`) when its error body carries one. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown; data?: { message?: unknown } } | undefined;
    const message = body?.data?.message ?? body?.message;
    return typeof message === 'string' && message.length > 0 ? message : undefined;
  }
}

/**
 * A 2xx answer whose body says `success: false` (SPEC §8 "unsuccessful response"): the contract
 * only accepts `success: true`, so it arrives as a parse error carrying that body.
 */
export function isUnsuccessfulAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'parse' &&
    (error.body as { success?: unknown } | undefined)?.success === false
  );
}

/** The API answered 404: the resource does not exist. */
export function isNotFoundAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The page's language: every GET asks for content in it (`?locale=`, decision 049). */
  locale?: string;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createApiClient({
  baseUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  locale,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  return {
    async request(path, schema, { method = 'GET', query, body, headers: extraHeaders, signal } = {}) {
      const search = serializeQuery({ ...query, locale: method === 'GET' ? locale : undefined });
      const url = `${base}${path}${search ? `?${search}` : ''}`;
      const timeout = AbortSignal.timeout(timeoutMs);
      const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (timeout.aborted)
          throw new ApiError('timeout', `Request to ${path} timed out after ${timeoutMs} ms`, undefined, undefined, {
            cause: error,
          });
        if (signal?.aborted) throw error;
        throw new ApiError('fetch', `Request to ${path} failed`, undefined, undefined, { cause: error });
      }

      let parsed: unknown;
      try {
        const text = await response.text();
        parsed = text.length > 0 ? JSON.parse(text) : undefined;
      } catch (error) {
        if (!response.ok) throw new ApiError('http', `${path} answered ${response.status}`, response.status);
        throw new ApiError('parse', `${path} answered with invalid JSON`, response.status, undefined, { cause: error });
      }

      if (!response.ok) throw new ApiError('http', `${path} answered ${response.status}`, response.status, parsed);

      const result = schema.safeParse(parsed);
      if (!result.success) {
        throw new ApiError('parse', `${path} answered with an unexpected shape`, response.status, parsed, {
          cause: result.error,
        });
      }
      return result.data;
    },
  };
}
