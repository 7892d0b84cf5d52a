import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { ConceptCategoryList } from '../features/content/concept-category-list.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getConceptCategories, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/concepts';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.concepts,
    title: t('content.concepts.title'),
    description: t('content.concepts.description'),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const categories = await loadSection(
    context,
    'concept categories',
    getConceptCategories(createServerApi(context, request)).then((body) => body.conceptCategories),
    t('content.concepts.loadFailed'),
  );
  return { content: categories };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Concepts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('content.concepts.eyebrow')}
        title={t('content.concepts.title')}
        lead={t('content.concepts.lead')}
      />
      <div className="container py-5">
        <Deferred
          content={loaderData.content}
          fallback={<LoadingText />}
          errorMessage={t('content.concepts.loadFailed')}
        >
          {(categories) =>
            categories.ok ? (
              <ConceptCategoryList categories={categories.data} />
            ) : (
              <ErrorText message={categories.message} />
            )
          }
        </Deferred>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('content.concepts.loadFailed')} />;
}
