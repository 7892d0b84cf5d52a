import { buildConceptCategoryPath, localeOfPath } from '@rennfeld/contract/site-paths';
import { SlugSchema } from '@rennfeld/contract';
import { ConceptCategoryDetail } from '../features/content/concept-category-detail.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions, readSettled } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { withAge } from '../lib/age.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { ApiError } from '../lib/api-client.ts';
import { getConceptCategory, createServerApi } from '../lib/api.ts';
import { readPreviewRequest, withPreview } from '../lib/preview.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildNoIndexMeta, buildPageMeta } from '../features/seo/page-meta.ts';
import { buildStorageUrl } from '../lib/storage.ts';
import { readRootData } from '../lib/root-data.ts';
import { throwNotFound } from '../lib/not-found-response.ts';
import type { Route } from './+types/concept';
import { WithPreviewNotice } from '../ui/with-preview-notice.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ data, matches, params, error }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  if (error) return buildNoIndexMeta(t('common.notFound.title'));
  const category = readSettled(data?.content);
  if (!category?.ok) return buildNoIndexMeta(t('content.concepts.title'));
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: buildConceptCategoryPath(params.slug),
    title: category.data.name,
    description: category.data.short_desc,
    image: {
      url: buildStorageUrl(readRootData(matches).env.storageBase, 'concept-category', category.data.image),
      alt: category.data.name,
    },
  });
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!SlugSchema.safeParse(params.slug).success) throwNotFound();
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = serverTranslator(locale);
  const category = await loadSection(
    context,
    `the concept category ${params.slug}`,
    getConceptCategory(createServerApi(context, request), params.slug, readPreviewRequest(request, context)).then(
      ({ conceptCategory, preview }) => withPreview(withAge(conceptCategory, locale, t), preview),
    ),
    // SPEC §8: the server's message if present; the API speaks English, so German pages say it themselves.
    (error) =>
      (locale === 'en' && error instanceof ApiError ? error.serverMessage : undefined) ??
      t('content.concepts.categoryLoadError'),
    { missingIsNotFound: true },
  );
  return { content: category };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Concept({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Deferred
      content={loaderData.content}
      fallback={<LoadingText text={t('content.concepts.categoryLoading')} />}
      errorMessage={t('content.concepts.categoryLoadError')}
    >
      {(category) =>
        category.ok ? (
          <WithPreviewNotice preview={category.data.preview} container="container pt-4">
            <ConceptCategoryDetail category={category.data} />
          </WithPreviewNotice>
        ) : (
          <div className="container py-5">
            <ErrorText message={category.message} />
          </div>
        )
      }
    </Deferred>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('content.concepts.categoryLoadError')} />;
}
