import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BROWSER_USER_AGENT } from './support/page.ts';
import { inBothLanguages, siteRoutes } from './support/site-routes.ts';

/**
 * Every route's server-rendered HTML, as a person's browser receives it, passes the Nu Html
 * Checker (vnu.jar, the W3C's validator; it needs Java) with zero errors.
 */

const baseUrl = inject('baseUrl');
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rennfeld-vnu-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('HTML validity', () => {
  it('every route passes the Nu Html Checker with zero errors', async () => {
    const files = new Map<string, string>();
    for (const [index, route] of inBothLanguages(await siteRoutes(baseUrl)).entries()) {
      const response = await fetch(`${baseUrl}${route}`, { headers: { 'user-agent': BROWSER_USER_AGENT } });
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(file, route);
    }

    // vnu exits 1 when it reports errors; its JSON report is what counts.
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 32 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map((message) => {
        const route = files.get(decodeURIComponent(new URL(message.url).pathname)) ?? message.url;
        return `${route}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`.trim();
      });
    expect(errors).toEqual([]);
  });
});
