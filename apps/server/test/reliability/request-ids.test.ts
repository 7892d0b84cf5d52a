import { SQLite } from '@rennfeld/api/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseFiles, killServer, startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * The built server's log as a collector receives it (standard output is a pipe, not a terminal):
 * JSON lines, where a page request's id is on the lines of the API calls its loaders make
 * in-process. With LOG_FORMAT=pretty the bundle loads pino-pretty and writes readable lines.
 */

const databases = createDatabaseFiles('request-ids');
let server: ServerProcess | undefined;

afterEach(async () => {
  await killServer(server);
  databases.removeAll();
});

interface LogEntry {
  reqId?: string;
  level?: number;
  msg: string;
  req?: { url: string };
}

/** The log lines the server wrote so far (its other output, the ready line, left out). */
function logEntries(output: string): LogEntry[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogEntry);
}

describe("the built server's log", () => {
  it("is JSON into a pipe, and a page's API calls carry the page's request id", async () => {
    server = await startServerProcess({ databaseUrl: databases.fresh(), env: { LOG_LEVEL: 'info' } });
    const id = 'page-7c1e.request_id';
    const response = await fetch(`${server.baseUrl}/`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
    await response.text();

    // Every request of the page (its own and its loaders') has logged its completion.
    const page = await vi.waitFor(() => {
      const entries = logEntries(server!.output()).filter((entry) => entry.reqId === id);
      const completed = entries.filter((entry) => entry.msg === 'request completed').length;
      expect(completed).toBeGreaterThan(1);
      expect(completed).toBe(entries.filter((entry) => entry.msg === 'incoming request').length);
      return entries;
    }, 10_000);
    const urls = page.flatMap((entry) => entry.req?.url ?? []);
    expect(urls[0]).toBe('/');
    expect(urls.some((url) => url.startsWith('/api/categories'))).toBe(true);
    // The page was the only request: no API call of it went under another id.
    const apiCalls = logEntries(server.output()).filter((entry) => entry.req?.url.startsWith('/api/'));
    expect(apiCalls.map((entry) => entry.reqId)).toEqual(apiCalls.map(() => id));
  });

  it("logs a page's failure to load its content under the page's request id", async () => {
    const databaseUrl = databases.fresh();
    server = await startServerProcess({ databaseUrl, env: { LOG_LEVEL: 'info' } });
    const db = new SQLite(databaseUrl);
    db.prepare("DELETE FROM legal_documents WHERE kind = 'imprint'").run();
    db.close();

    const id = 'imprint-0b5d';
    const response = await fetch(`${server.baseUrl}/imprint`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(200);
    await response.text();

    const failure = await vi.waitFor(() => {
      const found = logEntries(server!.output()).find(
        (entry) => entry.msg === 'Failed to load the legal document imprint',
      );
      expect(found).toBeDefined();
      return found!;
    }, 10_000);
    expect(failure).toMatchObject({ reqId: id, level: 50 });
  });

  it('is readable with LOG_FORMAT=pretty, which the bundle loads when asked for', async () => {
    server = await startServerProcess({
      databaseUrl: databases.fresh(),
      env: { LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' },
    });
    const response = await fetch(`${server.baseUrl}/api/categories`, { headers: { 'x-request-id': 'pretty-1' } });
    expect(response.status).toBe(200);
    await response.text();
    await server.waitForOutput(/INFO.*request completed/);
    expect(server.output()).toMatch(/reqId: "pretty-1"/);
    expect(server.output()).not.toContain('"msg":');
  });
});
