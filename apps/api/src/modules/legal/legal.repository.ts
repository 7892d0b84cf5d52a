import { sql, type Kysely } from 'kysely';
import {
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENTS,
  type LegalDocument,
  type LegalDocumentKind,
  type SiteLocale,
} from '@rennfeld/contract';
import type { LegalDocumentInput, LegalDocumentRecord } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../../db/database.ts';
import { createTextPicker, germanRichTextColumn } from '../../lib/content-language.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

export async function findLegalDocument(
  db: Kysely<Database>,
  kind: LegalDocumentKind,
  locale: SiteLocale,
): Promise<LegalDocument | undefined> {
  const row = await db
    .selectFrom('legal_documents')
    .select(['description', 'description_de', 'updated_at'])
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return undefined;
  const texts = createTextPicker(locale);
  return {
    description: texts.pick('description', row.description, row.description_de),
    updated_at: toIsoTimestamp(row.updated_at),
    ...texts.fallbacks(),
  };
}

// The staff area's legal documents: the four texts, always there, saved over a version.

const TITLES = Object.fromEntries(LEGAL_DOCUMENT_KINDS.map((kind) => [kind, LEGAL_DOCUMENTS[kind].title]));

function toLegalDocumentRecord(row: {
  kind: string;
  version: number;
  description: string;
  description_de: string | null;
  updated_at: Date | string;
}): LegalDocumentRecord {
  const kind = row.kind as LegalDocumentKind;
  return {
    id: kind,
    version: row.version,
    title: TITLES[kind]!,
    description: row.description,
    descriptionDe: row.description_de ?? '',
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

const recordColumns = ['kind', 'version', 'description', 'description_de', 'updated_at'] as const;

/** In the order of LEGAL_DOCUMENTS, as the footer lists them. */
export async function listLegalDocumentRecords(db: Kysely<Database>): Promise<LegalDocumentRecord[]> {
  const rows = await db.selectFrom('legal_documents').select(recordColumns).execute();
  return LEGAL_DOCUMENT_KINDS.flatMap((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row ? [toLegalDocumentRecord(row)] : [];
  });
}

export async function findLegalDocumentRecord(
  db: Kysely<Database>,
  kind: LegalDocumentKind,
): Promise<LegalDocumentRecord | undefined> {
  const row = await db.selectFrom('legal_documents').select(recordColumns).where('kind', '=', kind).executeTakeFirst();
  return row && toLegalDocumentRecord(row);
}

/** Both languages sanitised alike (decision 049); an empty German twin is stored as none. */
const toTextColumns = (input: LegalDocumentInput) => ({
  description: sanitizeRichText(input.description),
  description_de: germanRichTextColumn(input.descriptionDe),
});

/** Saves over `version`, sanitised; false when another save came first. */
export async function updateLegalDocument(
  db: Kysely<Database>,
  kind: LegalDocumentKind,
  version: number,
  input: LegalDocumentInput,
): Promise<boolean> {
  const result = await db
    .updateTable('legal_documents')
    .set({
      ...toTextColumns(input),
      updated_at: new Date().toISOString(),
      version: sql`version + 1`,
    })
    .where('kind', '=', kind)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds a document of a kind the database lacks (a content folder into an empty database). */
export async function insertLegalDocument(
  db: Kysely<Database>,
  kind: LegalDocumentKind,
  input: LegalDocumentInput,
): Promise<void> {
  await db
    .insertInto('legal_documents')
    .values({ kind, ...toTextColumns(input), updated_at: new Date().toISOString() })
    .execute();
}
