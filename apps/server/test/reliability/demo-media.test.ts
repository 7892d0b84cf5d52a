import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CategoriesResponseSchema } from '@rennfeld/contract';
import { demoMediaPresent } from '@rennfeld/demo-content';
import { afterAll, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

/*
 * A first start on an empty storage folder writes the demo's media in a child process (the
 * built demo-media.js, decision 088): the server itself never loads the image library, whose
 * threads and caches would otherwise stay in its memory for as long as it runs.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'rennfeld-demo-media-'));
const storageDir = join(dataDir, 'storage');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('writes the demo media in a process of its own, then seeds and serves', { timeout: 180_000 }, async () => {
  const server = await startServerProcess({
    databaseUrl: join(dataDir, 'demo.sqlite'),
    env: { SEED_DEMO_CONTENT: 'true', STORAGE_DIR: storageDir },
  });
  try {
    expect(demoMediaPresent(storageDir)).toBe(true);
    expect(readdirSync(join(storageDir, 'product')).length).toBeGreaterThan(60);
    expect(readdirSync(join(storageDir, 'documents')).length).toBeGreaterThan(100);
    const maps = readFileSync(`/proc/${server.child.pid}/maps`, 'utf8');
    expect(maps).not.toMatch(/libvips/);
    const answer = CategoriesResponseSchema.parse(await (await fetch(`${server.baseUrl}/api/categories`)).json());
    expect(answer.categories.length).toBeGreaterThanOrEqual(5);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});
