import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { ConceptCategoryList } from '../features/content/concepts.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { getConceptCategories, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/concepts';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.concepts,
    title: 'Concepts',
    description: 'The lubrication concepts behind Rennfeld products, from the track to the workshop.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await loadSection(
    'concept categories',
    getConceptCategories(createServerApi(context)).then((body) => body.conceptCategories),
    'Failed to load concepts.',
  );
  return { content: categories };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Concepts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="Premium concepts"
        title="Concepts"
        lead="How we match base stocks, additive packages and service intervals to the way an engine is driven."
      />
      <div className="container py-5">
        <Deferred content={loaderData.content} fallback={<LoadingText />} errorMessage="Failed to load concepts.">
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
  return <RouteErrorBoundary message="Failed to load concepts." />;
}
