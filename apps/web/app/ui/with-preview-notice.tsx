import type { Preview } from '@rennfeld/contract';
import { lazy, type ReactNode, Suspense } from 'react';

/** Only a staff preview renders the notice, so only a preview loads its chunk. */
const PreviewNotice = lazy(() => import('./preview-notice.tsx'));

/**
 * A page's content, with the staff preview's banner above it when the page is a preview
 * (decision 042), in a `container` of its own where the content brings its own. Without a
 * preview it is the content alone, so a visitor's page keeps its element tree.
 */
export function WithPreviewNotice({
  preview,
  publishedAt,
  container,
  children,
}: {
  preview: Preview | undefined;
  publishedAt?: string;
  container?: string;
  children: ReactNode;
}) {
  if (!preview) return children;
  const notice = (
    <Suspense fallback={null}>
      <PreviewNotice preview={preview} {...(publishedAt === undefined ? {} : { publishedAt })} />
    </Suspense>
  );
  return (
    <>
      {container ? <div className={container}>{notice}</div> : notice}
      {children}
    </>
  );
}
