import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from '@rennfeld/contract/constants';
import { buildLegalDocumentPath, pathWithoutLocale } from '@rennfeld/contract/site-paths';
import { Deferred, deferSlowContent, keepContentAfterSubmissions, readSettled } from '../features/content/deferred.tsx';
import { CompanyImprint } from '../features/content/company-imprint.tsx';
import { LegalDocumentView } from '../features/content/legal-document.tsx';
import type { MessageKey } from '../i18n/catalogue.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getLegalDocument, createServerApi } from '../lib/api.ts';
import { toPlainText, toSafeHtml } from '../lib/rich-text.server.ts';
import type { SafeHtml } from '../lib/safe-html.ts';
import { LoadingText } from '../ui/status.tsx';
import { buildNoIndexMeta, buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData, useRootData } from '../lib/root-data.ts';
import { throwNotFound } from '../lib/not-found-response.ts';
import type { Route } from './+types/legal';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

const LEGAL_DOCUMENT_TITLES: Record<LegalDocumentKind, MessageKey> = {
  privacyPolicy: 'content.legal.privacyPolicy',
  terms: 'content.legal.terms',
  copyright: 'content.legal.copyright',
  imprint: 'content.legal.imprint',
};

/** The four legal routes (in each language) share this module; the URL names the document (`/de/terms` → terms). */
function findDocumentKind(pathname: string): LegalDocumentKind | undefined {
  const path = pathWithoutLocale(pathname).replace(/\/+$/, '');
  return LEGAL_DOCUMENT_KINDS.find((kind) => buildLegalDocumentPath(kind) === path);
}

export function meta({ location, matches, data }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  const kind = findDocumentKind(location.pathname);
  if (!kind) return buildNoIndexMeta(t('common.notFound.title'));
  const title = t(LEGAL_DOCUMENT_TITLES[kind]);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: buildLegalDocumentPath(kind),
    title,
    description: readSettled(data?.content)?.document?.summary ?? t('content.legal.description', { document: title }),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const kind = findDocumentKind(new URL(request.url).pathname);
  if (!kind) throwNotFound();
  let document: { description: SafeHtml; summary: string; updated_at: string; untranslated?: string[] } | null = null;
  try {
    const loaded = await getLegalDocument(createServerApi(context, request), kind);
    document = {
      description: toSafeHtml(loaded.description),
      summary: toPlainText(loaded.description),
      updated_at: loaded.updated_at,
      ...(loaded.untranslated ? { untranslated: loaded.untranslated } : {}),
    };
  } catch (error) {
    // SPEC §8: failures to load legal pages are only logged.
    context.logError(`Failed to load the legal document ${kind}`, error);
  }
  return { content: { kind, document } };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Legal({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { company } = useRootData();
  return (
    <Deferred content={loaderData.content} fallback={<LoadingText />} errorMessage={t('content.legal.unavailable')}>
      {({ kind, document }) => (
        <LegalDocumentView
          title={t(LEGAL_DOCUMENT_TITLES[kind])}
          document={document}
          statutory={kind === 'imprint' && company?.name ? <CompanyImprint company={company} /> : undefined}
        />
      )}
    </Deferred>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
