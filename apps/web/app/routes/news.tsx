import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection, describeNewsFailure } from '../features/content/load-section.server.ts';
import { NewsCardList } from '../features/content/news.tsx';
import { PageBanner } from '../features/content/page-banner.tsx';
import { getNewsList, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/news';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.news,
    title: 'News',
    description: 'Race reports, product launches and news from Rennfeld Motorsport Lubricants.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const news = await loadSection(
    'news',
    getNewsList(createServerApi(context)).then((body) => body.news),
    describeNewsFailure,
  );
  return { content: news };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="Rennfeld newsroom"
        title="News"
        lead="Race weekends, new formulations and what our engineers learned on track."
      />
      <div className="container py-5">
        <Deferred
          content={loaderData.content}
          fallback={<LoadingText text="Loading news..." />}
          errorMessage="Failed to load news."
        >
          {(news) => (news.ok ? <NewsCardList news={news.data} /> : <ErrorText message={news.message} />)}
        </Deferred>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message="Failed to load news." />;
}
