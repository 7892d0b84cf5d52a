import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { SITE_NAME } from '../lib/brand.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/home';
import { CategoryAccordion } from '../features/home/category-accordion.tsx';
import { CategoryGrid } from '../features/home/category-grid.tsx';
import { ConceptList } from '../features/home/concept-list.tsx';
import { BrandIntro, HomeBanner } from '../features/home/home-banner.tsx';
import { NewsCarousel } from '../features/home/news-carousel.tsx';
import { LATEST_NEWS_LIMIT, LatestNewsList } from '../features/home/latest-news-list.tsx';
import { PromoVideo } from '../features/home/promo-video.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { getCategories, getConceptCategories, getNewsList, createServerApi } from '../lib/api.ts';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection, describeNewsFailure } from '../features/content/load-section.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import '../styles/home.css';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.home,
    title: SITE_NAME,
    description: 'Engine oils, transmission oils and racing fluids from Rennfeld Motorsport Lubricants.',
  });
}

/**
 * Every list is awaited on the server (in-process API calls), so the HTML holds the whole page,
 * also for visitors without JavaScript. Each list fails alone with its SPEC §8 message while the
 * page answers 200. On a slow client-side navigation the lists show their loading texts.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = createServerApi(context);
  const [categories, concepts, news] = await Promise.all([
    loadSection(
      'categories',
      getCategories(api).then((body) => body.categories),
      'Error fetching categories',
    ),
    loadSection(
      'concept categories',
      getConceptCategories(api).then((body) => body.conceptCategories),
      'Failed to load concepts.',
    ),
    loadSection(
      'news',
      getNewsList(api).then((body) => body.news),
      describeNewsFailure,
    ),
  ]);
  return { content: { categories, concepts, news } };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <HomeBanner />
      <BrandIntro />
      <PromoVideo />

      <section className="home-section container-xxl" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home-section__title">
          Our product range
        </h2>
        <Deferred
          content={content}
          fallback={<LoadingText text="Loading categories..." />}
          errorMessage="Error fetching categories"
        >
          {({ categories }) =>
            categories.ok ? (
              <CategoryGrid categories={categories.data} />
            ) : (
              <ErrorText message="Error fetching categories" />
            )
          }
        </Deferred>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="home-concepts-title">
        <div className="container-xxl">
          <h2 id="home-concepts-title" className="home-section__title">
            Premium concepts
          </h2>
          <Deferred content={content} fallback={<LoadingText />} errorMessage="Failed to load concepts.">
            {({ concepts }) =>
              concepts.ok ? <ConceptList concepts={concepts.data} /> : <ErrorText message={concepts.message} />
            }
          </Deferred>
        </div>
      </section>

      <section className="home-section container-xxl" aria-labelledby="home-carousel-title">
        <h2 id="home-carousel-title" className="home-section__title">
          Latest news
        </h2>
        <Deferred
          content={content}
          fallback={<LoadingText text="Loading news..." />}
          errorMessage="Failed to load news."
        >
          {({ news }) => (news.ok ? <NewsCarousel news={news.data} /> : <ErrorText message={news.message} />)}
        </Deferred>
      </section>

      <div className="home-section container-xxl">
        <div className="row gx-4 gy-5">
          <section className="col-lg-8" aria-labelledby="home-news-title">
            <h2 id="home-news-title" className="home-section__title">
              From the paddock
            </h2>
            <Deferred
              content={content}
              fallback={<LoadingText text="Loading news..." />}
              errorMessage="Failed to load news."
            >
              {({ news }) =>
                news.ok ? (
                  <>
                    <LatestNewsList news={news.data.slice(0, LATEST_NEWS_LIMIT)} />
                    <Link className="btn btn-outline-dark mt-4" to={SITE_PATHS.news}>
                      All news
                    </Link>
                  </>
                ) : (
                  <ErrorText message={news.message} />
                )
              }
            </Deferred>
          </section>
          <aside className="col-lg-4" aria-labelledby="home-accordion-title">
            <h2 id="home-accordion-title" className="home-section__title">
              Browse categories
            </h2>
            <Deferred
              content={content}
              fallback={<LoadingText text="Loading categories..." />}
              errorMessage="Error loading categories"
            >
              {({ categories }) =>
                categories.ok ? (
                  <CategoryAccordion categories={categories.data} />
                ) : (
                  <ErrorText message="Error loading categories" />
                )
              }
            </Deferred>
          </aside>
        </div>
      </div>

      <div className="home-section container-xxl">
        <NewsletterForm />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
