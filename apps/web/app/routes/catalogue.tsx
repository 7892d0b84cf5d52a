import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { CatalogueGrid } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { getCatalogues, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/catalogue';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

const FAILURE_MESSAGE = 'Error loading catalogues';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.catalogue,
    title: 'Catalogue',
    description: 'Download the Rennfeld product catalogues and data sheets as PDF.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const catalogues = await loadSection(
    'catalogues',
    getCatalogues(createServerApi(context)).then((body) => body.catelogs),
    FAILURE_MESSAGE,
  );
  return { content: catalogues };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="Downloads"
        title="Catalogue"
        lead="Every Rennfeld oil, fluid and grease with its specifications, approvals and container sizes."
      />
      <section className="container py-5" aria-labelledby="catalogue-intro-title">
        <div className="row">
          <div className="col-12 col-lg-8">
            <h2 id="catalogue-intro-title" className="h3 fw-bold">
              Our catalogues
            </h2>
            <p className="mb-0">
              Whether you run a workshop, a race team or your own weekend car, our catalogues list the right product for
              each engine, gearbox and season. Download them as PDF to read offline or to share with your team.
            </p>
          </div>
        </div>
      </section>
      <div className="container pb-5">
        <Deferred content={loaderData.content} fallback={<LoadingText />} errorMessage={FAILURE_MESSAGE}>
          {(catalogues) =>
            catalogues.ok ? <CatalogueGrid catalogues={catalogues.data} /> : <ErrorText message={catalogues.message} />
          }
        </Deferred>
      </div>
      <NewsletterForm />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message={FAILURE_MESSAGE} />;
}
