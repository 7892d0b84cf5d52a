import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { importContentFolder, readContentFolder } from '@rennfeld/api/content-folder';
import type { Database } from '@rennfeld/api/db';
import type { Kysely } from 'kysely';

interface DemoContentLogger {
  info(message: string): void;
}

export interface DemoContentResult {
  seeded: boolean;
  mediaGenerated: boolean;
}

/**
 * Writes the demo's images and catalogue PDFs into a storage folder unless they are there; true
 * when it wrote them.
 */
export type DemoMediaWriter = (storageDir: string) => Promise<boolean>;

/** In this process: the demo media script's way, and the tests'. */
export const writeDemoMediaHere: DemoMediaWriter = async (storageDir) => {
  const { DEMO_CONTENT_DIR, writeDemoMediaIfMissing } = await import('@rennfeld/demo-content');
  return writeDemoMediaIfMissing(storageDir, async () => (await readContentFolder(DEMO_CONTENT_DIR)).content);
};

/** What the demo media script (`demo-media.ts`) prints last when it wrote the media. */
export const DEMO_MEDIA_WRITTEN = 'demo media written';

/**
 * In a process of its own, running the built demo media script: the image and PDF libraries'
 * memory (libvips' threads and caches) leaves with it instead of staying in the server's
 * (decision 088).
 */
export function writeDemoMediaInChild(script: string): DemoMediaWriter {
  const run = promisify(execFile);
  return async (storageDir) => {
    // A start with the media in place (every start but the first) spawns nothing.
    const { demoMediaPresent } = await import('@rennfeld/demo-content');
    if (demoMediaPresent(storageDir)) return false;
    const { stdout } = await run(process.execPath, [script, storageDir]);
    return stdout.trim().endsWith(DEMO_MEDIA_WRITTEN);
  };
}

/**
 * Writes the demo's media files once, then imports the demo content folder into an empty
 * database (one with no categories); logs what it did.
 */
export async function ensureDemoContent(
  db: Kysely<Database>,
  storageDir: string,
  log: DemoContentLogger = console,
  writeMedia: DemoMediaWriter = writeDemoMediaHere,
): Promise<DemoContentResult> {
  let started = performance.now();
  const mediaGenerated = await writeMedia(storageDir);
  log.info(
    mediaGenerated
      ? `demo content: wrote demo images and catalogue PDFs to ${storageDir} in ${Math.round(performance.now() - started)} ms`
      : 'demo content: demo media already present, generation skipped',
  );

  started = performance.now();
  const empty = (await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()) === undefined;
  if (!empty) {
    log.info('demo content: the database already has categories, seed skipped');
    return { seeded: false, mediaGenerated };
  }
  const { DEMO_CONTENT_DIR } = await import('@rennfeld/demo-content');
  const { collections } = await importContentFolder(db, DEMO_CONTENT_DIR, { storageDir });
  log.info(
    `demo content: imported ${collections.products?.added.length ?? 0} products, ${collections.categories?.added.length ?? 0} categories and ${collections.news?.added.length ?? 0} news articles in ${Math.round(performance.now() - started)} ms`,
  );
  return { seeded: true, mediaGenerated };
}
