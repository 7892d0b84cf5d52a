import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS, type LegalDocumentKind } from '@rennfeld/contract';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { LegalDocumentView } from '../features/content/legal-document.tsx';
import { getLegalDocument, serverApi } from '../lib/api.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { LoadingText } from '../ui/status.tsx';
import type { Route } from './+types/legal';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

/** The four legal routes share this module; the URL names the document (`/terms` → terms). */
function documentKindOf(pathname: string): LegalDocumentKind {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const kind = LEGAL_DOCUMENT_KINDS.find((candidate) => LEGAL_DOCUMENTS[candidate].path === path);
  if (!kind) throw new Response('Not Found', { status: 404 });
  return kind;
}

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  const kind = LEGAL_DOCUMENT_KINDS.find((candidate) => `/${LEGAL_DOCUMENTS[candidate].path}` === location.pathname);
  const title = kind ? LEGAL_DOCUMENTS[kind].title : 'Legal';
  return [{ title: `${title} | Rennfeld Motorsport Lubricants` }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = documentKindOf(new URL(request.url).pathname);
  let document: { description: ReturnType<typeof toSafeHtml>; updated_at: string } | null = null;
  try {
    const loaded = await getLegalDocument(serverApi(context), kind);
    document = { description: toSafeHtml(loaded.description), updated_at: loaded.updated_at };
  } catch (error) {
    // SPEC §8: failures to load legal pages are only logged.
    console.error(`Failed to load the legal document ${kind}`, error);
  }
  return { content: { title: LEGAL_DOCUMENTS[kind].title, document } };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <Deferred
      content={loaderData.content}
      fallback={<LoadingText />}
      errorMessage="This document is not available right now."
    >
      {({ title, document }) => <LegalDocumentView title={title} document={document} />}
    </Deferred>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
