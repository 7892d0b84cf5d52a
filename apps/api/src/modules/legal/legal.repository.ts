import type { Kysely } from 'kysely';
import type { LegalDocument, LegalDocumentKind } from '@rennfeld/contract';
import { toIsoTimestamp, type Database } from '../../db/database.ts';

export async function findLegalDocument(
  db: Kysely<Database>,
  kind: LegalDocumentKind,
): Promise<LegalDocument | undefined> {
  const row = await db
    .selectFrom('legal_documents')
    .select(['description', 'updated_at'])
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row && { description: row.description, updated_at: toIsoTimestamp(row.updated_at) };
}
