import type { Preview } from '@rennfeld/contract';
import { PREVIEW_QUERY_PARAMETER } from '@rennfeld/contract/constants';
import { isPreviewAddress } from '@rennfeld/contract/site-paths';
import type { AppLoadContext } from 'react-router';
import type { PreviewCredentials } from './api.ts';

/**
 * The staff preview a page request asks for (`?preview`, decision 042): the browser's cookies,
 * which the API checks for a staff session; undefined for every other request. The cookies go
 * only to an API answered in-process (a same-origin API base), never over the network.
 */
export function readPreviewRequest(request: Request, context: AppLoadContext): PreviewCredentials | undefined {
  if (!isPreviewAddress(request.url) || /^https?:\/\//i.test(context.apiBase)) return undefined;
  return { cookie: request.headers.get('cookie') ?? '' };
}

/** A preview as a page holds it: the API's state, and the marker its links keep (`preview`). */
interface PagePreview extends Preview {
  marker: string;
}

/**
 * A page's data with the preview the API answered, when it answered one. Without one the data is
 * left as it was, so a visitor's page (and the data it carries) stays byte for byte what it was
 * before previews existed; and the marker reaches the browser only in a preview's data, not in
 * the code every visitor loads.
 */
export function withPreview<T extends object>(data: T, preview: Preview | undefined): T & { preview?: PagePreview } {
  return preview ? { ...data, preview: { ...preview, marker: PREVIEW_QUERY_PARAMETER } } : data;
}
