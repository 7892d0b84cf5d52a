import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection, describeNewsFailure } from '../features/content/load-section.server.ts';
import { NewsCardList } from '../features/content/news-card-list.tsx';
import { PageBanner } from '../features/content/page-banner.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { withAge } from '../lib/age.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getNewsList, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/news';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.news,
    title: t('content.news.title'),
    description: t('content.news.description'),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = serverTranslator(locale);
  const news = await loadSection(
    context,
    'news',
    getNewsList(createServerApi(context, request)).then((body) => body.news.map((item) => withAge(item, locale, t))),
    describeNewsFailure(t),
  );
  return { content: news };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner eyebrow={t('content.news.eyebrow')} title={t('content.news.title')} lead={t('content.news.lead')} />
      <div className="container py-5">
        <Deferred
          content={loaderData.content}
          fallback={<LoadingText text={t('content.news.loading')} />}
          errorMessage={t('content.news.loadFailed')}
        >
          {(news) => (news.ok ? <NewsCardList news={news.data} /> : <ErrorText message={news.message} />)}
        </Deferred>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('content.news.loadFailed')} />;
}
