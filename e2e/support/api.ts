import { afterAll, beforeAll, inject } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';

/** The JSON API of a test server, read as the web app reads it. */
export async function fetchApi<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (response.status !== 200) throw new Error(`GET /api${path} answered ${response.status}, not 200.`);
  return (await response.json()) as T;
}

/** An API address nothing answers at (port 9 is the discard port, closed here): every call fails to connect. */
const DEAD_API_BASE = 'http://127.0.0.1:9/api';

/**
 * A test server of its own whose every API call fails to connect, started before the first test
 * of the calling file or `describe` block and stopped after its last. The returned function gives it.
 */
export function startDeadApiServerForTests(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ storageDir: inject('storageDir'), env: { PUBLIC_API_BASE: DEAD_API_BASE } });
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('The server is started by a beforeAll hook: use it inside a test or hook.');
    return server;
  };
}
