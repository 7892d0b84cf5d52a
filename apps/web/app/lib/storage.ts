/** The storage folders of SPEC §3. */
export type StorageFolder =
  | 'category'
  | 'concept-category'
  | 'concept-category/thumb'
  | 'concept'
  | 'news'
  | 'news/thumb'
  | 'product'
  | 'product/thumb'
  | 'catalogue'
  | 'team-members'
  | 'about'
  | 'partnership';

export function storageUrl(storageBase: string, folder: StorageFolder, file: string): string {
  return `${storageBase.replace(/\/+$/, '')}/${folder}/${encodeURIComponent(file)}`;
}
