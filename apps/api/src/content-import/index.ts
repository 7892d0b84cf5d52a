export type * from './content-document.ts';
export { importContent } from './import-content.ts';
