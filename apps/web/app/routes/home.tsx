import { Link } from 'react-router';
import type { Route } from './+types/home';
import { CategoryAccordion } from '../features/home/category-accordion.tsx';
import { CategoryGrid } from '../features/home/category-grid.tsx';
import { ConceptList } from '../features/home/concept-list.tsx';
import { Deferred } from '../features/home/deferred-section.tsx';
import { BrandIntro, HomeBanner } from '../features/home/home-banner.tsx';
import { NewsCarousel } from '../features/home/news-carousel.tsx';
import { HOME_NEWS_LIST_LIMIT, NewsList } from '../features/home/news-list.tsx';
import { PromoVideo } from '../features/home/promo-video.tsx';
import { settle } from '../features/home/settle.ts';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { getCategories, getConceptCategories, getNewsList, serverApi } from '../lib/api.ts';
import '../styles/home.css';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Rennfeld Motorsport Lubricants' },
    {
      name: 'description',
      content: 'Engine oils, transmission oils and racing fluids from Rennfeld Motorsport Lubricants.',
    },
  ];
}

/**
 * Above the fold (banner, intro, video) is static, so nothing is awaited: every list streams in
 * under its own loading text and fails alone with its SPEC §8 message while the page answers 200.
 */
export function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  return {
    categories: settle(
      getCategories(api).then((body) => body.categories),
      'categories',
    ),
    concepts: settle(
      getConceptCategories(api).then((body) => body.conceptCategories),
      'concept categories',
    ),
    news: settle(
      getNewsList(api).then((body) => body.news),
      'news',
    ),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, concepts, news } = loaderData;
  return (
    <>
      <HomeBanner />
      <BrandIntro />
      <PromoVideo />

      <section className="home-section container-xxl" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title" className="home-section__title">
          Our product range
        </h2>
        <Deferred resolve={categories} loadingText="Loading categories..." errorMessage="Error fetching categories">
          {(data) => <CategoryGrid categories={data} />}
        </Deferred>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="home-concepts-title">
        <div className="container-xxl">
          <h2 id="home-concepts-title" className="home-section__title">
            Premium concepts
          </h2>
          <Deferred resolve={concepts} loadingText="Loading..." errorMessage="Failed to load concepts.">
            {(data) => <ConceptList concepts={data} />}
          </Deferred>
        </div>
      </section>

      <section className="home-section container-xxl" aria-labelledby="home-carousel-title">
        <h2 id="home-carousel-title" className="home-section__title">
          Latest news
        </h2>
        <Deferred resolve={news} loadingText="Loading news..." errorMessage="Failed to load news.">
          {(data) => <NewsCarousel news={data} />}
        </Deferred>
      </section>

      <div className="home-section container-xxl">
        <div className="row gx-4 gy-5">
          <section className="col-lg-8" aria-labelledby="home-news-title">
            <h2 id="home-news-title" className="home-section__title">
              From the paddock
            </h2>
            <Deferred resolve={news} loadingText="Loading news..." errorMessage="Error loading news">
              {(data) => (
                <>
                  <NewsList news={data.slice(0, HOME_NEWS_LIST_LIMIT)} />
                  <Link className="btn btn-outline-dark mt-4" to="/news">
                    All news
                  </Link>
                </>
              )}
            </Deferred>
          </section>
          <aside className="col-lg-4" aria-labelledby="home-accordion-title">
            <h2 id="home-accordion-title" className="home-section__title">
              Browse categories
            </h2>
            <Deferred resolve={categories} loadingText="Loading categories..." errorMessage="Error loading categories">
              {(data) => <CategoryAccordion categories={data} />}
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
