import { SlugSchema } from '@rennfeld/contract';
import { Deferred, deferSlowContent, keepContentAfterSubmissions, settled } from '../features/content/deferred.tsx';
import { loadSection, notFound } from '../features/content/load-section.server.ts';
import { NewsArticle } from '../features/content/news.tsx';
import { getNewsDetail, serverApi } from '../lib/api.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import type { Route } from './+types/news-detail';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const article = settled(data?.content);
  if (!article?.ok) return [{ title: 'News | Rennfeld Motorsport Lubricants' }];
  return [
    { title: `${article.data.name} | Rennfeld Motorsport Lubricants` },
    { name: 'description', content: article.data.short_description },
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!SlugSchema.safeParse(params.slug).success) throw notFound();
  const article = await loadSection(
    `the news article ${params.slug}`,
    getNewsDetail(serverApi(context), params.slug).then(({ news_details: news }) => ({
      name: news.name,
      image: news.image,
      short_description: news.short_description,
      created_at: news.created_at,
      long_description: toSafeHtml(news.long_description),
    })),
    'Failed to load news details.',
    { missingIsNotFound: true },
  );
  return { content: article };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return (
    <Deferred content={loaderData.content} fallback={<LoadingText />} errorMessage="Failed to load news details.">
      {(article) =>
        article.ok ? (
          <NewsArticle article={article.data} />
        ) : (
          <div className="container py-5">
            <ErrorText message={article.message} />
          </div>
        )
      }
    </Deferred>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message="Failed to load news details." />;
}
