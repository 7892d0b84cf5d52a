import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  ContentFolderProblems,
  exportContentFolder,
  formatProblem,
  importContentFolder,
  type CollectionReport,
} from '@rennfeld/api/content-folder';
import { createDatabase, migrateToLatest } from '@rennfeld/api/db';
import { loadConfig } from './config.ts';

const USAGE = `Usage: npm run content -- <command> DIR

  export DIR                       write all content and its media into DIR (new or empty)
  import DIR [--dry-run] [--prune] bring the database to DIR's content, in one transaction:
                                     records are matched by slug, saved and added;
                                     --prune also removes the records DIR lacks;
                                     --dry-run says what would change and writes nothing

The database and storage folder are the server's (DATABASE_URL, STORAGE_DIR). The folder's
format is in docs/content-folder.md. The site may keep serving: it shows an import at once.`;

class UsageError extends Error {}

function describe(name: string, report: CollectionReport): string {
  const part = (label: string, keys: string[]) =>
    keys.length === 0
      ? []
      : [`${label} ${keys.length} (${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''})`];
  const parts = [
    ...part('added', report.added),
    ...part('updated', report.updated),
    ...part('removed', report.removed),
    ...part('kept, not in the folder', report.kept),
  ];
  return `  ${name}: ${parts.length === 0 ? 'unchanged' : parts.join('; ')}`;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean' }, prune: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  const [command, dir] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command !== 'export' && command !== 'import') throw new UsageError(`Unknown command: ${command}\n\n${USAGE}`);
  if (!dir) throw new UsageError(`Name the folder: npm run content -- ${command} DIR`);
  const folder = resolve(dir);

  const config = loadConfig();
  const { db } = createDatabase({ url: config.DATABASE_URL });
  try {
    await migrateToLatest(db);
    if (command === 'export') {
      const { counts, media, missingMedia } = await exportContentFolder(db, folder, config.STORAGE_DIR);
      const records = Object.entries(counts).map(([name, count]) => `${count} ${name}`);
      console.log(`Exported ${records.join(', ')} and ${media} media files to ${folder}.`);
      if (missingMedia.length > 0) {
        console.log(`The storage folder lacks ${missingMedia.length} files records name: ${missingMedia.join(', ')}`);
      }
      return;
    }
    const dryRun = values['dry-run'] ?? false;
    const result = await importContentFolder(db, folder, {
      storageDir: config.STORAGE_DIR,
      dryRun,
      prune: values.prune ?? false,
    });
    console.log(dryRun ? `Dry run: importing ${folder} would change this (nothing written):` : `Imported ${folder}:`);
    for (const [name, report] of Object.entries(result.collections)) console.log(describe(name, report));
    console.log(
      `  media: ${result.media.length === 0 ? 'nothing new' : `${result.media.length} files new or changed`}`,
    );
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ContentFolderProblems) {
    console.error(
      `The folder cannot be imported; nothing was written:\n${error.problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`,
    );
  } else {
    console.error(error instanceof UsageError ? error.message : error);
  }
  process.exit(1);
});
