/**
 * The part of the contract without zod: constants and plain functions. Browser code imports
 * `@rennfeld/contract/values`, so a page that needs no schema does not download the schema library.
 */
export * from './constants.ts';
export * from './query-string.ts';
export * from './site-paths.ts';
