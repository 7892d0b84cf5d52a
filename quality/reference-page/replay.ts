import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Har } from 'har-format';

/** The reference page as capture.ts recorded it: each response of the home page, headers and body. */
export const REFERENCE_PAGE_FILE = fileURLToPath(new URL('home.har.gz', import.meta.url));

/** Set anew for each response, from the body as it is sent here. */
const HEADERS_NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

interface RecordedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
  }
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return body;
}

function recordedResponses(): Map<string, RecordedResponse> {
  const har = JSON.parse(gunzipSync(readFileSync(REFERENCE_PAGE_FILE)).toString('utf8')) as Har;
  const responses = new Map<string, RecordedResponse>();
  for (const { request, response } of har.log.entries) {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const encoding = response.headers.find((header) => header.name.toLowerCase() === 'content-encoding')?.value;
    const headers: OutgoingHttpHeaders = {};
    for (const { name, value } of response.headers) {
      if (!HEADERS_NOT_REPLAYED.has(name.toLowerCase())) headers[name] = value;
    }
    if (encoding) headers['content-encoding'] = encoding;
    const text = response.content.text ?? '';
    const body = response.content.encoding === 'base64' ? Buffer.from(text, 'base64') : Buffer.from(text);
    responses.set(path, { status: response.status, headers, body: encode(body, encoding) });
  }
  return responses;
}

export interface ReferencePage {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves the reference page on a free port of 127.0.0.1 as it was recorded, each response
 * compressed as the site sent it; anything not recorded (the real-user timings' report, say) is a
 * 404.
 */
export async function startReferencePage(): Promise<ReferencePage> {
  const responses = recordedResponses();
  const server = createServer((request, reply) => {
    const recorded = responses.get(request.url ?? '');
    if (!recorded || request.method !== 'GET') {
      reply.writeHead(404).end();
      return;
    }
    reply
      .writeHead(recorded.status, { ...recorded.headers, 'content-length': recorded.body.length })
      .end(recorded.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
