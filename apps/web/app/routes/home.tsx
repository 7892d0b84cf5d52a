import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { withAge } from '../lib/age.server.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { SITE_NAME } from '../lib/brand.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/home';
import { CategoryAccordion } from '../features/home/category-accordion.tsx';
import { CategoryGrid } from '../features/home/category-grid.tsx';
import { ConceptList } from '../features/home/concept-list.tsx';
import { BrandIntro, HomeBanner } from '../features/home/home-banner.tsx';
import { LazyNewsCarousel } from '../features/home/lazy-news-carousel.tsx';
import { LATEST_NEWS_LIMIT, LatestNewsList } from '../features/home/latest-news-list.tsx';
import { PromoVideo } from '../features/home/promo-video.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { getCategories, getConceptCategories, getNewsList, createServerApi } from '../lib/api.ts';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import type { Section } from '../features/content/section.ts';
import { loadSection, describeNewsFailure } from '../features/content/load-section.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import '../styles/home.css';
// The carousel's styles come with the page, so its server-rendered slides are styled before its script arrives.
import 'swiper/css';
import 'swiper/css/navigation';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

const CAROUSEL_TITLE_ID = 'home-carousel-title';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.home,
    title: SITE_NAME,
    description: t('home.metaDescription'),
  });
}

/**
 * Every list is awaited on the server (in-process API calls), so the HTML holds the whole page,
 * also for visitors without JavaScript. Each list fails alone with its SPEC §8 message while the
 * page answers 200. On a slow client-side navigation the lists show their loading texts.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = serverTranslator(locale);
  const api = createServerApi(context, request);
  const [categories, concepts, news] = await Promise.all([
    loadSection(
      context,
      'categories',
      getCategories(api).then((body) => body.categories),
      t('home.categories.fetchFailed'),
    ),
    loadSection(
      context,
      'concept categories',
      getConceptCategories(api).then((body) => body.conceptCategories.map((item) => withAge(item, locale, t))),
      t('home.concepts.failed'),
    ),
    loadSection(
      context,
      'news',
      getNewsList(api).then((body) => body.news.map((item) => withAge(item, locale, t))),
      describeNewsFailure(t),
    ),
  ]);
  return { content: { categories, concepts, news } };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <HomeBanner />
      <BrandIntro />
      <PromoVideo />

      <section className="home-section container-xxl" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home-section__title">
          {t('home.categories.title')}
        </h2>
        <DeferredSection
          content={content}
          section={({ categories }) => categories}
          fallback={<LoadingText text={t('home.categories.loading')} />}
          errorMessage={t('home.categories.fetchFailed')}
          failureText={t('home.categories.fetchFailed')}
        >
          {(categories) => <CategoryGrid categories={categories} />}
        </DeferredSection>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="home-concepts-title">
        <div className="container-xxl">
          <h2 id="home-concepts-title" className="home-section__title">
            {t('home.concepts.title')}
          </h2>
          <DeferredSection
            content={content}
            section={({ concepts }) => concepts}
            fallback={<LoadingText />}
            errorMessage={t('home.concepts.failed')}
          >
            {(concepts) => <ConceptList concepts={concepts} />}
          </DeferredSection>
        </div>
      </section>

      <section className="home-section container-xxl" aria-labelledby={CAROUSEL_TITLE_ID}>
        <h2 id={CAROUSEL_TITLE_ID} className="home-section__title">
          {t('home.carousel.title')}
        </h2>
        <DeferredSection
          content={content}
          section={({ news }) => news}
          fallback={<LoadingText text={t('home.news.loading')} />}
          errorMessage={t('home.news.failed')}
        >
          {(news) => <LazyNewsCarousel news={news} titleId={CAROUSEL_TITLE_ID} />}
        </DeferredSection>
      </section>

      <div className="home-section container-xxl">
        <div className="row gx-4 gy-5">
          <section className="col-lg-8" aria-labelledby="home-news-title">
            <h2 id="home-news-title" className="home-section__title">
              {t('home.news.title')}
            </h2>
            <DeferredSection
              content={content}
              section={({ news }) => news}
              fallback={<LoadingText text={t('home.news.loading')} />}
              errorMessage={t('home.news.failed')}
            >
              {(news) => (
                <>
                  <LatestNewsList news={news.slice(0, LATEST_NEWS_LIMIT)} />
                  <Link className="btn btn-outline-dark mt-4" to={localePath(SITE_PATHS.news)}>
                    {t('home.news.all')}
                  </Link>
                </>
              )}
            </DeferredSection>
          </section>
          <aside className="col-lg-4" aria-labelledby="home-accordion-title">
            <h2 id="home-accordion-title" className="home-section__title">
              {t('home.accordion.title')}
            </h2>
            <DeferredSection
              content={content}
              section={({ categories }) => categories}
              fallback={<LoadingText text={t('home.categories.loading')} />}
              errorMessage={t('home.accordion.loadFailed')}
              failureText={t('home.accordion.loadFailed')}
            >
              {(categories) => <CategoryAccordion categories={categories} />}
            </DeferredSection>
          </aside>
        </div>
      </div>

      <div className="home-section container-xxl">
        <NewsletterForm />
      </div>
    </>
  );
}

/**
 * One part of content that may still be on its way: the loading text until it arrives, then its
 * data or its SPEC §8 message (`failureText` in place of the section's own, where the part has one).
 */
function DeferredSection<C, T>({
  content,
  section,
  fallback,
  errorMessage,
  failureText,
  children,
}: {
  content: C | Promise<C>;
  section: (content: C) => Section<T>;
  fallback: ReactNode;
  errorMessage: string;
  failureText?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <Deferred content={content} fallback={fallback} errorMessage={errorMessage}>
      {(resolved) => {
        const part = section(resolved);
        return part.ok ? children(part.data) : <ErrorText message={failureText ?? part.message} />;
      }}
    </Deferred>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
