import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { isUnsuccessfulAnswer, loadSection } from '../features/content/load-section.server.ts';
import { NewsList } from '../features/content/news.tsx';
import { PageBanner } from '../features/content/page-parts.tsx';
import { getNewsList, serverApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import type { Route } from './+types/news';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'News | Rennfeld Motorsport Lubricants' },
    { name: 'description', content: 'Race reports, product launches and news from Rennfeld Motorsport Lubricants.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  // SPEC §8: a failed call and an unsuccessful answer have different texts.
  const news = await loadSection(
    'news',
    getNewsList(serverApi(context)).then((body) => body.news),
    (error) => (isUnsuccessfulAnswer(error) ? 'Error loading news' : 'Failed to load news.'),
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
          {(news) => (news.ok ? <NewsList news={news.data} /> : <ErrorText message={news.message} />)}
        </Deferred>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message="Failed to load news." />;
}
