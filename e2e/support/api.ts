/** The JSON API of a test server, read as the web app reads it. */
export async function fetchApi<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  if (response.status !== 200) throw new Error(`GET /api${path} answered ${response.status}, not 200.`);
  return (await response.json()) as T;
}

/** An API address nothing answers at (port 9 is the discard port, closed here): every call fails to connect. */
export const DEAD_API_BASE = 'http://127.0.0.1:9/api';
