import { importContentFolder } from '@rennfeld/api/content-folder';
import type { Database } from '@rennfeld/api/db';
import type { Kysely } from 'kysely';
import { DEMO_CONTENT_DIR, loadDemoContent } from './demo-content.ts';
import { demoMediaPresent } from './media/media-stamp.ts';

export interface DemoContentLogger {
  info(message: string): void;
}

export interface DemoContentResult {
  seeded: boolean;
  mediaGenerated: boolean;
}

/**
 * Writes the demo's media files once, then imports the demo content folder into an empty
 * database (one with no categories); logs what it did.
 */
export async function ensureDemoContent(
  db: Kysely<Database>,
  storageDir: string,
  log: DemoContentLogger = console,
): Promise<DemoContentResult> {
  let started = performance.now();
  // The generator is loaded only when there is work for it: its image, font and PDF libraries
  // would otherwise stay in the server's memory for as long as it runs.
  const mediaGenerated =
    !demoMediaPresent(storageDir) &&
    (await import('./media/generate-media.ts').then(async ({ generateDemoMedia }) =>
      generateDemoMedia(storageDir, await loadDemoContent()),
    ));
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
