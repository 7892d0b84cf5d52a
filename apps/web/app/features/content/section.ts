/**
 * One part of a page's data as its loader hands it to the component: the data, or the SPEC §8
 * message to show instead. Loaders catch API failures themselves so the page still answers 200
 * with its header, intro and message rather than an error page.
 */
export type Section<T> = { ok: true; data: T } | { ok: false; message: string };
