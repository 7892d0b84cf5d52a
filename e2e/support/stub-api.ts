import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInApi {
  /** The address to give a test server as its PUBLIC_API_BASE. */
  apiBase: string;
  close(): Promise<void>;
}

/** A stand-in for the API on a free port, answering with `handle`. */
export async function startStandInApi(handle: RequestListener): Promise<StandInApi> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in API that answers every request with this status and JSON body. */
export function startStubApi(status: number, body: unknown): Promise<StandInApi> {
  return startStandInApi((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
}
