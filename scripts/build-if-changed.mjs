// Builds the web app, the staff app and the server only when their sources changed since the last build.
// Used by `npm start` and by the browser tests.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's folder, with a trailing slash. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = join(REPOSITORY_ROOT, 'apps/server/dist/server.js');
const webBundle = join(REPOSITORY_ROOT, 'apps/web/build/server/index.js');
const adminApp = join(REPOSITORY_ROOT, 'apps/admin/dist/index.html');
const fingerprintFile = join(REPOSITORY_ROOT, 'apps/server/dist/.build-fingerprint');

const inputs = [
  'package-lock.json',
  'scripts/build-if-changed.mjs',
  'packages',
  'apps/api/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
];

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.includes('.test.') || entry.name === 'node_modules') continue;
    yield* filesUnder(join(path, entry.name));
  }
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(join(REPOSITORY_ROOT, input))) {
      hash.update(relative(REPOSITORY_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Two builds into the same folders at once would corrupt both: take a directory lock first. */
function withBuildLock(work) {
  const lock = join(REPOSITORY_ROOT, 'apps/server/.build-lock');
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function buildIfChanged() {
  return withBuildLock(buildUnlocked);
}

const outputs = [serverBundle, webBundle, adminApp];

/**
 * The sources' hash and when each output was written: a build run by hand (of other sources, say)
 * rewrites an output, so the recorded build no longer describes what is there.
 */
function buildFingerprint(sources) {
  return JSON.stringify({ sources, outputs: outputs.map((output) => statSync(output).mtimeMs) });
}

function buildUnlocked() {
  const sources = sourceFingerprint();
  const upToDate =
    outputs.every((output) => existsSync(output)) &&
    existsSync(fingerprintFile) &&
    readFileSync(fingerprintFile, 'utf8') === buildFingerprint(sources);
  if (upToDate) return false;
  console.log('Building the web app, the staff app and the server…');
  // Always the production build, whoever calls (vitest sets NODE_ENV=test, which would make Vite
  // bundle React's development build).
  execSync('npm run build', {
    cwd: REPOSITORY_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(fingerprintFile, buildFingerprint(sources));
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfChanged();
