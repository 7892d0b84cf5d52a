// `npm run test:openapi`: builds the API in this process, mounted under /api as the composition
// root mounts it, writes its OpenAPI document to a temporary file and lints it with Redocly CLI
// (rules in redocly.yaml). Fails on any error or warning (Redocly itself fails on errors only).
// Needs no database and no network.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { api, createStaffAuth } from '../src/index.ts';
import { createDatabase } from '../src/db/database.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

async function readOpenApiDocument(): Promise<string> {
  // Building the document runs no query, so an empty in-memory database will do.
  const { db } = createDatabase({ url: ':memory:' });
  const app = Fastify({ logger: false });
  try {
    await app.register(api, {
      prefix: '/api',
      db,
      staffAuth: createStaffAuth({ db, secret: 'x'.repeat(32), secureCookies: false }),
      // Nothing is uploaded or mailed while the document is built.
      storageDir: tmpdir(),
      mail: { linkSecret: 'x'.repeat(32) },
    });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    return response.body;
  } finally {
    await app.close();
    await db.destroy();
  }
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer?: string }> }>;
}

function lintOpenApiDocument(documentFile: string): LintReport {
  const result = spawnSync(
    process.execPath,
    [redoclyCli, 'lint', documentFile, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (!result.stdout) throw new Error(`redocly lint printed no report:\n${result.stderr}`);
  return JSON.parse(result.stdout) as LintReport;
}

const dir = mkdtempSync(join(tmpdir(), 'rennfeld-openapi-'));
try {
  const documentFile = join(dir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(JSON.parse(await readOpenApiDocument()), null, 2));
  const { totals, problems } = lintOpenApiDocument(documentFile);
  for (const { severity, ruleId, message, location } of problems) {
    console.error(`${severity} ${ruleId} at ${location[0]?.pointer ?? '#'}: ${message}`);
  }
  console.log(`OpenAPI document: ${totals.errors} errors, ${totals.warnings} warnings.`);
  if (totals.errors + totals.warnings > 0) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
