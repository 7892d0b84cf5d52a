import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serializeQuery } from '@rennfeld/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, isNotFoundAnswer, isUnsuccessfulAnswer } from './api-client.ts';

/*
 * The SPEC's generic fetch layer against a real HTTP server on loopback: what it sends, and the
 * three error kinds it tells apart (fetch error, timeout, parse error), besides HTTP errors.
 */

const OkSchema = z.object({ success: z.literal(true), value: z.number() });

let server: Server;
let baseUrl: string;
const received: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];

const answers: Record<string, (response: ServerResponse) => void> = {
  '/ok': (response) => json(response, 200, { success: true, value: 1 }),
  '/slow': (response) => setTimeout(() => json(response, 200, { success: true, value: 2 }), 500),
  '/not-json': (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>maintenance</h1>'),
  '/wrong-shape': (response) => json(response, 200, { success: true, value: 'one' }),
  '/unsuccessful': (response) => json(response, 200, { success: false, message: 'Nothing here.' }),
  '/missing': (response) => json(response, 404, { success: false, message: 'Product not found.' }),
  '/nested-message': (response) => json(response, 422, { data: { message: 'Already subscribed.' } }),
  '/html-error': (response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
};

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/api/, '');
      (answers[path] ?? answers['/ok']!)(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('serializeQuery (SPEC §7)', () => {
  it('sends arrays as repeated key[]=value, in order, and skips undefined and null', () => {
    const query = serializeQuery({
      viscosity: ['5w-30', '10w-40'],
      brand: ['rennfeld'],
      q: 'track oil',
      page: 2,
      missing: undefined,
      nothing: null,
      holes: ['a', null, undefined, 'b'],
    });
    expect(decodeURIComponent(query)).toBe(
      'viscosity[]=5w-30&viscosity[]=10w-40&brand[]=rennfeld&q=track+oil&page=2&holes[]=a&holes[]=b',
    );
  });

  it('is empty when there is nothing to send', () => {
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery({ a: undefined, b: null, c: [] })).toBe('');
  });
});

describe('createApiClient', () => {
  it('sends JSON bodies with Accept and Content-Type, and query parameters after the path', async () => {
    const api = createApiClient({ baseUrl });
    await api.request('/ok', OkSchema, { method: 'POST', body: { name: 'Ada' }, query: { tag: ['a', 'b'] } });
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(decodeURIComponent(last.url!)).toBe('/api/ok?tag[]=a&tag[]=b');
    expect(last.headers.accept).toBe('application/json');
    expect(last.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last.body)).toEqual({ name: 'Ada' });
  });

  it("asks every GET in the page's language, and leaves posts to their bodies", async () => {
    const api = createApiClient({ baseUrl, locale: 'de' });
    await api.request('/ok', OkSchema, { query: { page: 2 } });
    expect(received.at(-1)!.url).toBe('/api/ok?page=2&locale=de');
    await api.request('/ok', OkSchema, { method: 'POST', body: {} });
    expect(received.at(-1)!.url).toBe('/api/ok');
  });

  it('returns the parsed body when it has the contract shape', async () => {
    await expect(createApiClient({ baseUrl }).request('/ok', OkSchema)).resolves.toEqual({ success: true, value: 1 });
  });

  it('reports a fetch error when the server cannot be reached', async () => {
    const error = await failureOf(createApiClient({ baseUrl: 'http://127.0.0.1:9/api' }).request('/ok', OkSchema));
    expect(error.kind).toBe('fetch');
    expect(error.status).toBeUndefined();
  });

  it('reports a timeout when the answer takes longer than allowed', async () => {
    const error = await failureOf(createApiClient({ baseUrl, timeoutMs: 100 }).request('/slow', OkSchema));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('100 ms');
  });

  it('passes a caller abort through as it is, not as one of its own errors', async () => {
    const controller = new AbortController();
    const pending = createApiClient({ baseUrl }).request('/slow', OkSchema, { signal: controller.signal });
    controller.abort();
    const error = await pending.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('reports a parse error for a body that is not JSON, and for JSON of the wrong shape', async () => {
    const api = createApiClient({ baseUrl });
    expect((await failureOf(api.request('/not-json', OkSchema))).kind).toBe('parse');
    const wrong = await failureOf(api.request('/wrong-shape', OkSchema));
    expect(wrong.kind).toBe('parse');
    expect(wrong.body).toEqual({ success: true, value: 'one' });
  });

  it('treats any non-2xx answer as an HTTP error carrying the status and the server message', async () => {
    const api = createApiClient({ baseUrl });
    const missing = await failureOf(api.request('/missing', OkSchema));
    expect([missing.kind, missing.status, missing.serverMessage]).toEqual(['http', 404, 'Product not found.']);
    expect(isNotFoundAnswer(missing)).toBe(true);

    const nested = await failureOf(api.request('/nested-message', OkSchema));
    expect([nested.status, nested.serverMessage]).toEqual([422, 'Already subscribed.']);
    expect(isNotFoundAnswer(nested)).toBe(false);

    const gateway = await failureOf(api.request('/html-error', OkSchema));
    expect([gateway.kind, gateway.status, gateway.serverMessage]).toEqual(['http', 502, undefined]);
  });

  it('tells an unsuccessful answer (2xx saying success: false) from other failures', async () => {
    const api = createApiClient({ baseUrl });
    expect(isUnsuccessfulAnswer(await failureOf(api.request('/unsuccessful', OkSchema)))).toBe(true);
    expect(isUnsuccessfulAnswer(await failureOf(api.request('/wrong-shape', OkSchema)))).toBe(false);
    expect(isUnsuccessfulAnswer(await failureOf(api.request('/missing', OkSchema)))).toBe(false);
    expect(isUnsuccessfulAnswer(new Error('success: false'))).toBe(false);
  });
});
