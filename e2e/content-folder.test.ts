import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { REPOSITORY_ROOT } from '../scripts/build-if-changed.mjs';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Journey: the brand prepares its catalogue as a content folder. `npm run content -- export`
 * writes the running site's content; a price is changed and an article added in the files;
 * `import --dry-run` says so and changes nothing; `import` lands it while the site serves, and the
 * next pages show it; a folder with mistakes is refused with each one's file and line.
 */

const storageDir = inject('storageDir');
let server: TestServer;
let scratch: string;

beforeAll(async () => {
  server = await startTestServer({ storageDir });
  scratch = mkdtempSync(join(tmpdir(), 'rennfeld-content-folder-'));
});

afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** `npm run content -- …` as a person runs it: the built command line, on the server's database. */
function content(args: string[]) {
  const result = spawnSync(process.execPath, [join(REPOSITORY_ROOT, 'apps/server/dist/content-cli.js'), ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: server.databaseFile, STORAGE_DIR: storageDir },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function page(path: string): Promise<string> {
  const response = await fetch(new URL(path, server.baseUrl));
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('the content folder on a running site', () => {
  test('an edited export is imported while the site serves, and its pages show it at once', async () => {
    const folder = join(scratch, 'site');
    const exported = content(['export', folder]);
    expect(exported.status, exported.output).toBe(0);
    expect(exported.output).toMatch(/^Exported .*\d+ products.* and \d+ media files to /);

    const sizes = readFileSync(join(folder, 'product-sizes.csv'), 'utf8').split('\n');
    const [productSlug] = sizes[1]!.split(',');
    sizes[1] = sizes[1]!.replace(/,\d+\.\d\d,/, ',12.34,');
    writeFileSync(join(folder, 'product-sizes.csv'), sizes.join('\n'));
    const productPath = `/product-detail/${productSlug}`;
    const article = readFileSync(join(folder, 'news', readdirSync(join(folder, 'news')).sort()[0]!), 'utf8')
      .replace(/^name: .*$/m, 'name: Folder import lands on the site')
      .replace(/^publishedAt: .*$/m, `publishedAt: ${new Date(Date.now() - 60_000).toISOString()}`);
    writeFileSync(join(folder, 'news', 'folder-import-lands.yaml'), article);
    // Pages kept by the page cache before the import.
    expect(await page(productPath)).not.toContain('12.34');
    expect(await page('/news')).not.toContain('Folder import lands on the site');

    const dryRun = content(['import', folder, '--dry-run']);
    expect(dryRun.status, dryRun.output).toBe(0);
    expect(dryRun.output).toContain(`products: updated 1 (${productSlug})`);
    expect(dryRun.output).toContain('news: added 1 (folder-import-lands)');
    expect(await page(productPath)).not.toContain('12.34');

    const imported = content(['import', folder]);
    expect(imported.status, imported.output).toBe(0);
    // Each page is asked for once, at once and without a retry: a page or answer kept from before
    // the import fails here.
    expect(await page(productPath)).toContain('12.34');
    expect(await page('/news')).toContain('Folder import lands on the site');
    expect(await page('/news-detail/folder-import-lands')).toContain('Folder import lands on the site');
    expect(await page('/sitemap.xml')).toContain('/news-detail/folder-import-lands');
  });

  test('a folder with mistakes is refused, each one named by file and line, and nothing changes', async () => {
    const folder = join(scratch, 'broken');
    expect(content(['export', folder]).status).toBe(0);
    const products = readFileSync(join(folder, 'products.csv'), 'utf8').split('\n');
    products[1] = products[1]!.replace(',published,', ',live,');
    writeFileSync(join(folder, 'products.csv'), products.join('\n'));
    writeFileSync(join(folder, 'catalogues.yaml'), '- name: No slug\n');

    const refused = content(['import', folder]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('The folder cannot be imported; nothing was written:');
    expect(refused.output).toMatch(/ {2}products\.csv:2: status: /);
    expect(refused.output).toContain('  catalogues.yaml:1: slug: This field is missing.');
  });
});
