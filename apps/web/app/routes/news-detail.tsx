import { SlugSchema } from '@rennfeld/contract';
import { localeOfPath } from '@rennfeld/contract/site-paths';
import { Deferred, deferSlowContent, keepContentAfterSubmissions, readSettled } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { NewsArticle } from '../features/content/news-article.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { withAge } from '../lib/age.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getNewsDetail, createServerApi } from '../lib/api.ts';
import { readPreviewRequest, withPreview } from '../lib/preview.server.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildNewsArticleMeta } from '../features/seo/news-article-meta.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import { throwNotFound } from '../lib/not-found-response.ts';
import type { Route } from './+types/news-detail';
import { WithPreviewNotice } from '../ui/with-preview-notice.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ data, matches, params, error }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  if (error) return buildNoIndexMeta(t('common.notFound.title'));
  const article = readSettled(data?.content);
  if (!article?.ok) return buildNoIndexMeta(t('content.news.title'));
  const { env } = readRootData(matches);
  return buildNewsArticleMeta({
    siteUrl: env.siteUrl,
    storageBase: env.storageBase,
    locale,
    slug: params.slug,
    article: article.data,
  });
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!SlugSchema.safeParse(params.slug).success) throwNotFound();
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = serverTranslator(locale);
  const article = await loadSection(
    context,
    `the news article ${params.slug}`,
    getNewsDetail(createServerApi(context, request), params.slug, readPreviewRequest(request, context)).then(
      ({ news_details: news, preview }) =>
        withPreview(
          withAge(
            {
              name: news.name,
              image: news.image,
              short_description: news.short_description,
              created_at: news.created_at,
              updated_at: news.updated_at,
              long_description: toSafeHtml(news.long_description),
              untranslated: news.untranslated,
            },
            locale,
            t,
          ),
          preview,
        ),
    ),
    t('content.news.articleLoadFailed'),
    { missingIsNotFound: true },
  );
  return { content: article };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Deferred
      content={loaderData.content}
      fallback={<LoadingText />}
      errorMessage={t('content.news.articleLoadFailed')}
    >
      {(article) =>
        article.ok ? (
          <WithPreviewNotice
            preview={article.data.preview}
            publishedAt={article.data.created_at}
            container="container pt-4"
          >
            <NewsArticle article={article.data} />
          </WithPreviewNotice>
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
  const t = useT();
  return <RouteErrorBoundary message={t('content.news.articleLoadFailed')} />;
}
