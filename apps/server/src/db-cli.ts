import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl } from '@rennfeld/api/db';
import { loadConfig } from './config.ts';
import { backupPostgres, BackupError, backupSqlite, restorePostgres, restoreSqlite } from './database-backup.ts';

const USAGE = `Usage: npm run db -- <command> FILE

  backup FILE    write a consistent copy of the database to FILE while the site runs
                   (SQLite: its online backup; PostgreSQL: pg_dump --format=custom)
  restore FILE   replace the database with the backup in FILE; stop the site first,
                   start it again after (SQLite: the file is swapped whole;
                   PostgreSQL: pg_restore --clean in one transaction)

The database is the server's (DATABASE_URL). Stored files (STORAGE_DIR) are copied apart:
docs/backups.md says how, and how often.`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command !== 'backup' && command !== 'restore') {
    throw new BackupError(`Unknown command: ${command}. The commands: backup, restore (npm run db -- --help).`);
  }
  if (!file) throw new BackupError(`Name the backup file: npm run db -- ${command} FILE`);

  let url: string;
  try {
    url = loadConfig().DATABASE_URL;
  } catch (error) {
    throw new BackupError((error as Error).message);
  }
  // Relative to where the operator ran npm (INIT_CWD), not the repository npm runs the script in.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const postgres = isPostgresUrl(url);
  let report: string;
  if (command === 'backup') report = postgres ? await backupPostgres(url, path) : await backupSqlite(url, path);
  else report = postgres ? await restorePostgres(url, path) : await restoreSqlite(url, path);
  console.log(report);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
