import { importContent } from '@rennfeld/api/content-import';
import type { Database } from '@rennfeld/api/db';
import type { Kysely } from 'kysely';
import { demoContent } from './demo-content.ts';
import { demoMediaPresent } from './media/media-stamp.ts';

export interface DemoContentLogger {
  info(message: string): void;
}

export interface DemoContentResult {
  seeded: boolean;
  mediaGenerated: boolean;
}

/** Imports the demo content into an empty database and writes its media files when either is missing; logs what it did. */
export async function ensureDemoContent(
  db: Kysely<Database>,
  storageDir: string,
  log: DemoContentLogger = console,
): Promise<DemoContentResult> {
  let started = performance.now();
  const seeded = await importContent(db, demoContent);
  log.info(
    seeded
      ? `demo content: seeded ${demoContent.products.length} products, ${demoContent.categories.length} categories and ${demoContent.news.length} news items in ${Math.round(performance.now() - started)} ms`
      : 'demo content: the database already has categories, seed skipped',
  );
  started = performance.now();
  // The generator is loaded only when there is work for it: its image, font and PDF libraries
  // would otherwise stay in the server's memory for as long as it runs.
  const mediaGenerated =
    !demoMediaPresent(storageDir) &&
    (await import('./media/generate-media.ts').then(({ generateDemoMedia }) => generateDemoMedia(storageDir)));
  log.info(
    mediaGenerated
      ? `demo content: wrote demo images and catalogue PDFs to ${storageDir} in ${Math.round(performance.now() - started)} ms`
      : 'demo content: demo media already present, generation skipped',
  );
  return { seeded, mediaGenerated };
}
