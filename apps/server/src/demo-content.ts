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
 * Writes the demo's media files once, then imports the demo content folder into an empty
 * database (one with no categories); logs what it did. The demo package is loaded only here, so
 * the bundle keeps it and its media libraries in a chunk of their own.
 */
export async function ensureDemoContent(
  db: Kysely<Database>,
  storageDir: string,
  log: DemoContentLogger = console,
): Promise<DemoContentResult> {
  const { DEMO_CONTENT_DIR, writeDemoMediaIfMissing } = await import('@rennfeld/demo-content');
  let started = performance.now();
  const mediaGenerated = await writeDemoMediaIfMissing(
    storageDir,
    async () => (await readContentFolder(DEMO_CONTENT_DIR)).content,
  );
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
  const { collections } = await importContentFolder(db, DEMO_CONTENT_DIR, { storageDir });
  log.info(
    `demo content: imported ${collections.products?.added.length ?? 0} products, ${collections.categories?.added.length ?? 0} categories and ${collections.news?.added.length ?? 0} news articles in ${Math.round(performance.now() - started)} ms`,
  );
  return { seeded: true, mediaGenerated };
}
