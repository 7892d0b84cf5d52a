import { lazy, Suspense } from 'react';
import { SlugSchema } from '@rennfeld/contract';
import { Deferred, deferSlowContent, keepContentAfterSubmissions, readSettled } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { NewsArticle } from '../features/content/news.tsx';
import { getNewsDetail, createServerApi } from '../lib/api.ts';
import { readPreviewRequest, withPreview } from '../lib/preview.server.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildNewsArticleMeta } from '../features/seo/news-article-meta.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import { throwNotFound } from '../lib/not-found.ts';
import type { Route } from './+types/news-detail';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

/** Only a staff preview renders the notice, so only a preview loads its chunk. */
const PreviewNotice = lazy(() => import('../ui/preview-notice.tsx'));

export function meta({ data, matches, params, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (error) return buildNoIndexMeta();
  const article = readSettled(data?.content);
  if (!article?.ok) return buildNoIndexMeta('News');
  const { env } = readRootData(matches);
  return buildNewsArticleMeta({
    siteUrl: env.siteUrl,
    storageBase: env.storageBase,
    slug: params.slug,
    article: article.data,
  });
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!SlugSchema.safeParse(params.slug).success) throwNotFound();
  const article = await loadSection(
    `the news article ${params.slug}`,
    getNewsDetail(createServerApi(context), params.slug, readPreviewRequest(request, context)).then(
      ({ news_details: news, preview }) =>
        withPreview(
          {
            name: news.name,
            image: news.image,
            short_description: news.short_description,
            created_at: news.created_at,
            updated_at: news.updated_at,
            long_description: toSafeHtml(news.long_description),
          },
          preview,
        ),
    ),
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
          article.data.preview ? (
            <>
              <div className="container pt-4">
                <Suspense fallback={null}>
                  <PreviewNotice preview={article.data.preview} publishedAt={article.data.created_at} />
                </Suspense>
              </div>
              <NewsArticle article={article.data} />
            </>
          ) : (
            <NewsArticle article={article.data} />
          )
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
