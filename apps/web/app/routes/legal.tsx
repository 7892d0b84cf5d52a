import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS, type LegalDocumentKind } from '@rennfeld/contract/constants';
import { buildLegalDocumentPath } from '@rennfeld/contract/site-paths';
import { Deferred, deferSlowContent, keepContentAfterSubmissions, readSettled } from '../features/content/deferred.tsx';
import { LegalDocumentView } from '../features/content/legal-document.tsx';
import { getLegalDocument, createServerApi } from '../lib/api.ts';
import { toPlainText, toSafeHtml } from '../lib/rich-text.server.ts';
import type { SafeHtml } from '../lib/safe-html.ts';
import { LoadingText } from '../ui/status.tsx';
import { buildNoIndexMeta, buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import { throwNotFound } from '../lib/not-found.ts';
import type { Route } from './+types/legal';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

/** The four legal routes share this module; the URL names the document (`/terms` → terms). */
function findDocumentKind(pathname: string): LegalDocumentKind {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  const kind = LEGAL_DOCUMENT_KINDS.find((candidate) => LEGAL_DOCUMENTS[candidate].path === path);
  if (!kind) throwNotFound();
  return kind;
}

export function meta({ location, matches, data }: Route.MetaArgs): Route.MetaDescriptors {
  const kind = LEGAL_DOCUMENT_KINDS.find((candidate) => buildLegalDocumentPath(candidate) === location.pathname);
  if (!kind) return buildNoIndexMeta();
  const { title } = LEGAL_DOCUMENTS[kind];
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: buildLegalDocumentPath(kind),
    title,
    description: readSettled(data?.content)?.document?.summary ?? `${title} of Rennfeld Motorsport Lubricants.`,
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = findDocumentKind(new URL(request.url).pathname);
  let document: { description: SafeHtml; summary: string; updated_at: string } | null = null;
  try {
    const loaded = await getLegalDocument(createServerApi(context), kind);
    document = {
      description: toSafeHtml(loaded.description),
      summary: toPlainText(loaded.description),
      updated_at: loaded.updated_at,
    };
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
