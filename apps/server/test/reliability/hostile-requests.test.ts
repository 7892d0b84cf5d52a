import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabaseFiles,
  killServer,
  runBounded,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/*
 * Every page route of the built web app and every path of the API's OpenAPI description, asked
 * with every method and with a JSON body, no body and a form's body, as a scanner or a fuzzer
 * would: nothing answers 5xx, what a route cannot take is refused with 405 (and its Allow) or 415,
 * and the server logs none of it as an error.
 */

/** The pages that take a form: their action reads the fields a browser posts. */
const FORM_PAGES = ['/contact', '/newsletter', '/newsletter/confirm', '/newsletter/unsubscribe', '/checkout'].flatMap(
  (path) => [path, `/de${path}`],
);

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

const BODIES: Array<{ name: string; headers: Record<string, string>; body?: string }> = [
  { name: 'a JSON body', headers: { 'content-type': 'application/json' }, body: '{"email":"a@example.com"}' },
  { name: 'no body', headers: {} },
  {
    name: 'a form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=a%40example.com',
  },
];

interface Answer {
  label: string;
  status: number;
  allow: string | null;
}

const databases = createDatabaseFiles('hostile-requests');
let server: ServerProcess;

beforeAll(async () => {
  // The demo's content: a site without its legal texts is a fault the log must report.
  server = await startServerProcess({
    databaseUrl: databases.fresh(),
    env: { LOG_LEVEL: 'info', SEED_DEMO_CONTENT: 'true' },
  });
});

afterAll(async () => {
  await killServer(server);
  databases.removeAll();
});

/** A concrete address of each route: every parameter filled with a slug that names nothing. */
const concretePath = (path: string) =>
  path.replace(/\{[^}]+\}|:[A-Za-z]+\??/g, 'no-such-thing').replace(/\*$/, 'no-such-page');

async function pagePaths(): Promise<string[]> {
  const entry = join(import.meta.dirname, '../../../web/build/server/index.js');
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return Object.values(build.routes).flatMap((route) => {
    if (!route || route.id === 'root') return [];
    return [route.index ? '/' : concretePath(route.path!.startsWith('/') ? route.path! : `/${route.path}`)];
  });
}

/** Asks every address with every method and body; GET and HEAD carry none. */
async function askEverything(paths: string[]): Promise<Map<string, Answer[]>> {
  const answers = new Map<string, Answer[]>(paths.map((path) => [path, []]));
  const requests = paths.flatMap((path) =>
    METHODS.flatMap((method) =>
      (method === 'GET' || method === 'HEAD' ? [BODIES[1]!] : BODIES).map((body) => ({ path, method, body })),
    ),
  );
  await runBounded(requests, 4, async ({ path, method, body }) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { ...body.headers, origin: server.baseUrl },
      ...(body.body === undefined ? {} : { body: body.body }),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    answers.get(path)!.push({
      label: `${method} ${path} with ${body.name}`,
      status: response.status,
      allow: response.headers.get('allow'),
    });
  });
  return answers;
}

/** The server's log lines at error level or above (pino's 50), by message and address. */
function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url?: string } })
    .filter((entry) => entry.level >= 50)
    .map((entry) => `${entry.msg} ${entry.req?.url ?? ''}`);
}

const methodOf = (answer: Answer) => answer.label.split(' ', 1)[0] as Method;

describe('hostile requests', () => {
  it('get 405 or 415 from a page that cannot take them, never 5xx, and no error in the log', async () => {
    const paths = await pagePaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/imprint', ...FORM_PAGES]));
    const faults: string[] = [];
    for (const [path, answers] of await askEverything(paths)) {
      const takesForms = FORM_PAGES.includes(path);
      for (const answer of answers) {
        const method = methodOf(answer);
        const expected =
          method === 'GET' || method === 'HEAD'
            ? undefined
            : !takesForms
              ? { status: 405, allow: 'GET, HEAD' }
              : method !== 'POST'
                ? { status: 405, allow: 'GET, HEAD, POST' }
                : answer.label.endsWith('a form body')
                  ? undefined
                  : { status: 415, allow: null };
        if (answer.status >= 500) faults.push(`${answer.label}: ${answer.status}`);
        else if (expected && (answer.status !== expected.status || answer.allow !== expected.allow)) {
          faults.push(`${answer.label}: ${answer.status} (Allow: ${answer.allow}), not ${expected.status}`);
        } else if (!expected && (answer.status === 405 || answer.status === 415)) {
          faults.push(`${answer.label}: ${answer.status}, though the page takes it`);
        }
      }
    }
    expect(faults).toEqual([]);
    expect(errorLines(server.output())).toEqual([]);
  });

  it('get 405 with Allow from the API for a method a path does not take, never 5xx, and no error in the log', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    const { paths } = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = new Map(
      Object.entries(paths).map(([path, operations]) => [
        `/api${concretePath(path)}`,
        Object.keys(operations).map((method) => method.toUpperCase()),
      ]),
    );
    expect(documented.size).toBeGreaterThan(20);
    const faults: string[] = [];
    for (const [path, answers] of await askEverything([...documented.keys()])) {
      const takes = documented.get(path)!;
      // The staff API refuses a caller without a session first, so nothing about it is revealed.
      const refusal = path.startsWith('/api/admin/') ? 401 : 405;
      for (const answer of answers) {
        const method = methodOf(answer);
        const documentedMethod = takes.includes(method) || (method === 'HEAD' && takes.includes('GET'));
        if (answer.status >= 500) faults.push(`${answer.label}: ${answer.status}`);
        else if (!documentedMethod && answer.status !== refusal) {
          faults.push(`${answer.label}: ${answer.status}, not ${refusal}`);
        } else if (refusal === 401) continue;
        else if (!documentedMethod && !takes.every((one) => answer.allow?.split(', ').includes(one))) {
          faults.push(`${answer.label}: Allow ${answer.allow} misses one of ${takes.join(', ')}`);
        } else if (documentedMethod && answer.status === 405) faults.push(`${answer.label}: 405`);
      }
    }
    expect(faults).toEqual([]);
    expect(errorLines(server.output())).toEqual([]);
  });
});
