import type { Kysely } from 'kysely';
import { MEDIA_FOLDERS, type MediaFolder } from '@rennfeld/contract/staff';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** `/storage/product/can.png` or `/storage/product/thumb/can.png?w=480` inside rich text. */
const STORAGE_REFERENCE = new RegExp(`/storage/(${MEDIA_FOLDERS.join('|')})/(?:thumb/)?([^"'?#\\s)<>/]+)`, 'g');

/**
 * Every stored file a record uses, as `{folder}/{name}`: the image and PDF columns (a data
 * sheet's earlier versions too), drafts included, and the images rich text shows from the storage folder.
 */
export async function listUsedMedia(db: Db): Promise<Set<string>> {
  const columns: { folder: MediaFolder; rows: Promise<{ file: string }[]> }[] = [
    { folder: 'product', rows: db.selectFrom('products').select('image as file').distinct().execute() },
    { folder: 'category', rows: db.selectFrom('categories').select('image as file').execute() },
    { folder: 'concept-category', rows: db.selectFrom('concept_categories').select('image as file').execute() },
    { folder: 'concept', rows: db.selectFrom('concepts').select('image as file').execute() },
    { folder: 'news', rows: db.selectFrom('news').select('image as file').execute() },
    { folder: 'catalogue', rows: db.selectFrom('catalogues').select('image as file').execute() },
    { folder: 'catalogue', rows: db.selectFrom('catalogues').select('pdf as file').execute() },
    { folder: 'team-members', rows: db.selectFrom('team_members').select('image as file').execute() },
    { folder: 'about', rows: db.selectFrom('about_companies').select('image as file').execute() },
    { folder: 'partnership', rows: db.selectFrom('partnerships').select('image as file').execute() },
    { folder: 'documents', rows: db.selectFrom('product_documents').select('file').distinct().execute() },
  ];
  const richTexts = await Promise.all([
    db
      .selectFrom('products')
      .select('product_details as html')
      .where('product_details', 'like', '%/storage/%')
      .execute(),
    db.selectFrom('news').select('long_description as html').where('long_description', 'like', '%/storage/%').execute(),
    db
      .selectFrom('about_companies')
      .select('description as html')
      .where('description', 'like', '%/storage/%')
      .execute(),
    db
      .selectFrom('legal_documents')
      .select('description as html')
      .where('description', 'like', '%/storage/%')
      .execute(),
  ]);

  const used = new Set<string>();
  for (const { folder, rows } of columns) {
    for (const { file } of await rows) used.add(`${folder}/${file}`);
  }
  for (const { html } of richTexts.flat()) {
    for (const [, folder, name] of html.matchAll(STORAGE_REFERENCE)) used.add(`${folder}/${decodeName(name!)}`);
  }
  return used;
}

/** A file name as a URL spells it; one that is not valid percent-encoding is taken as written. */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
