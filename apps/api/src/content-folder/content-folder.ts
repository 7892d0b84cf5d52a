import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { LEGAL_DOCUMENT_KINDS } from '@rennfeld/contract';
import { FILTER_VOCABULARIES, type ContentFolder, type WholeContentFolder } from '@rennfeld/contract/content-folder';
import { MEDIA_FOLDERS, type MediaFolder } from '@rennfeld/contract/staff';
import type { Database } from '../db/database.ts';
import { type AuditActor, COMMAND_LINE_ACTOR, recordAuditEvent } from '../lib/audit-log.ts';
import { listUsedMedia } from '../modules/media/media.repository.ts';
import { placeMediaFile } from '../modules/media/media-store.ts';
import { applyImportPlan } from './apply-import.ts';
import { readStoredContent, type StoredContent } from './content-folder.repository.ts';
import { ContentFolderProblems, mediaPathOf, readContentFolder, writeContentFolder } from './folder-files.ts';
import { type CollectionReport, planImport } from './plan-import.ts';

type Db = Kysely<Database>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The stored content as a whole folder: records without ids, versions or places (their order says it). */
function toFolderContent(stored: StoredContent): WholeContentFolder {
  const withoutVersion = <Record extends { version: number }>({ version: _version, ...rest }: Record) => rest;
  const withoutKeys = <Record extends { id: number; version: number }>({
    id: _id,
    version: _version,
    ...rest
  }: Record) => rest;
  const withoutPlace = <Record extends { id: number; version: number; position: number }>(record: Record) => {
    const { position: _position, ...rest } = withoutKeys(record);
    return rest;
  };
  return {
    filters: Object.fromEntries(
      FILTER_VOCABULARIES.map((name) => [name, stored.filters[name].map(withoutPlace)]),
    ) as Required<ContentFolder>['filters'],
    categories: stored.categories.map(({ subCategoryIds: _ids, ...category }) => withoutPlace(category)),
    products: stored.products.map(withoutPlace),
    news: stored.news.map(withoutKeys),
    conceptCategories: stored.conceptCategories.map(({ conceptIds: _ids, ...category }) => withoutPlace(category)),
    catalogues: stored.catalogues.map(withoutPlace),
    teamMembers: stored.teamMembers.map(withoutPlace),
    partnerships: stored.partnerships.map(withoutPlace),
    aboutBlocks: stored.aboutBlocks.map(withoutPlace),
    // Details nobody filled in yet are left out: a folder states them whole or not at all.
    ...(stored.companyDetails.name ? { companyDetails: withoutVersion(stored.companyDetails) } : {}),
    // Settings without a bank account are the defaults: nobody set the shop up yet.
    ...(stored.shopSettings.iban ? { shopSettings: withoutVersion(stored.shopSettings) } : {}),
    legal: Object.fromEntries(
      LEGAL_DOCUMENT_KINDS.flatMap((kind) => {
        const document = stored.legal[kind];
        return document ? [[kind, withoutVersion(document)]] : [];
      }),
    ),
  };
}

export interface ExportResult {
  /** Records written, by collection. */
  counts: Record<string, number>;
  /** Media files written beside the records. */
  media: number;
  /** Files records name that the storage folder lacks: the folder names them, without them. */
  missingMedia: string[];
}

/** Writes all content and the media it names into `dir` (new or empty), from one consistent read. */
export async function exportContentFolder(db: Db, dir: string, storageDir: string): Promise<ExportResult> {
  const read = db.transaction();
  const { stored, used } = await (isPostgres(db) ? read.setIsolationLevel('repeatable read') : read).execute(
    async (trx) => ({ stored: await readStoredContent(trx), used: await listUsedMedia(trx) }),
  );
  const content = toFolderContent(stored);
  await writeContentFolder(dir, content);
  const missingMedia: string[] = [];
  let media = 0;
  for (const file of [...used].sort()) {
    const [folder, name] = file.split('/') as [MediaFolder, string];
    const source = join(storageDir, folder, name);
    if (!(await isFile(source))) {
      missingMedia.push(file);
      continue;
    }
    const target = mediaPathOf(dir, folder, name);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
    media += 1;
  }
  const counts = Object.fromEntries(
    Object.entries(content).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? value.length
        : Object.values(value).reduce((sum, list) => sum + (Array.isArray(list) ? list.length : 1), 0),
    ]),
  );
  return { counts, media, missingMedia };
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

export interface ImportOptions {
  storageDir: string;
  /** Work out and check what would change, and write nothing. */
  dryRun?: boolean;
  /** Remove the records the folder lacks (of the collections it has). */
  prune?: boolean;
  /** Who imports, for the audit log: the command line by default. */
  actor?: AuditActor;
}

export interface ImportResult {
  dryRun: boolean;
  /** By collection; a collection the folder lacks is absent. */
  collections: Record<string, CollectionReport>;
  /** Media files of the folder that were (or would be) put into storage, new or changed. */
  media: string[];
}

async function listStoredFiles(storageDir: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const folder of MEDIA_FOLDERS) {
    const entries = await readdir(join(storageDir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile()) files.add(`${folder}/${entry.name}`);
  }
  return files;
}

/** The folder's media files whose bytes storage does not have yet under their name. */
async function findMediaToPlace(
  media: Map<string, string>,
  storageDir: string,
  stored: Set<string>,
): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, path] of [...media].sort(([a], [b]) => a.localeCompare(b))) {
    if (stored.has(file)) {
      const [mine, theirs] = await Promise.all([readFile(path), readFile(join(storageDir, file))]);
      if (mine.equals(theirs)) continue;
    }
    changed.push(file);
  }
  return changed;
}

/**
 * Brings the database to a content folder's state in one transaction: records matched by slug (or
 * name, or place) are saved over, new ones added, and with `prune` the ones the folder lacks
 * removed. Every problem of the folder is listed (ContentFolderProblems) before anything is written.
 */
export async function importContentFolder(db: Db, dir: string, options: ImportOptions): Promise<ImportResult> {
  const { storageDir, dryRun = false, prune = false, actor = COMMAND_LINE_ACTOR } = options;
  const folder = await readContentFolder(dir);
  const storedFiles = await listStoredFiles(storageDir);
  const hasMedia = (mediaFolder: MediaFolder, name: string) =>
    folder.media.has(`${mediaFolder}/${name}`) || storedFiles.has(`${mediaFolder}/${name}`);
  const mediaToPlace = await findMediaToPlace(folder.media, storageDir, storedFiles);

  return db.transaction().execute(async (trx) => {
    // Writing first takes the database's write lock (SQLite) or the revision row (PostgreSQL), so
    // a staff save waits for the import instead of slipping between its read and its writes.
    if (!dryRun) await sql`update content_revision set revision = revision + 1 where id = 1`.execute(trx);
    const stored = await readStoredContent(trx);
    const plan = planImport(stored, folder.content, folder.locations, { prune, hasMedia });
    if (plan.problems.length > 0) throw new ContentFolderProblems(plan.problems);
    const result: ImportResult = { dryRun, collections: plan.report, media: mediaToPlace };
    if (dryRun) return result;

    for (const file of mediaToPlace) {
      const [mediaFolder, name] = file.split('/') as [MediaFolder, string];
      try {
        await placeMediaFile(storageDir, mediaFolder, name, await readFile(folder.media.get(file)!));
      } catch (error) {
        throw new ContentFolderProblems([{ file: `media/${file}`, message: (error as Error).message }]);
      }
    }
    await applyImportPlan(trx, plan);
    await recordAuditEvent(trx, {
      actor,
      action: 'content.imported',
      ipAddress: null,
      changes: { before: null, after: { prune, collections: plan.report, media: mediaToPlace } },
    });
    return result;
  });
}

export { ContentFolderProblems, formatProblem, readContentFolder } from './folder-files.ts';
export type { CollectionReport } from './plan-import.ts';
