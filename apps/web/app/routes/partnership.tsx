import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { CompanyBlocks, PartnerGrid } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { ButtonLink, NextStepsBlock } from '../features/content/next-steps-block.tsx';
import { PageBanner } from '../features/content/page-banner.tsx';
import { getAboutCompanies, getPartnerships, createServerApi } from '../lib/api.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/partnership';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

const FAILURE_MESSAGE = 'Failed to load partnerships.';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.partnership,
    title: 'Partnership',
    description: 'The race teams and series Rennfeld lubricants work with.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = createServerApi(context);
  // One request serves both company-info blocks of the page (SPEC §7 has the page call it twice).
  const [company, partners] = await Promise.all([
    getAboutCompanies(api).then(
      (body) => body.aboutCompanies.map((block) => ({ ...block, description: toSafeHtml(block.description) })),
      (error: unknown) => {
        // SPEC §8: a failure to load company info is only logged; the page goes on without it.
        console.error('Failed to load company information for the partnership page', error);
        return [];
      },
    ),
    loadSection(
      'partnerships',
      getPartnerships(api).then((body) => body.partnerships),
      FAILURE_MESSAGE,
    ),
  ]);
  return { content: { company, partners } };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function PartnershipPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="Motorsport"
        title="Partnership"
        lead="From club racing to endurance championships: the teams that trust Rennfeld on track."
      />
      <section className="container py-5" aria-label="Introduction">
        <div className="row">
          <div className="col-12 col-lg-8">
            <p>
              Racing is our laboratory. Our partner teams run Rennfeld oils under full load, in heat, cold and rain, and
              share their data with our engineers after every race weekend.
            </p>
            <p className="mb-0">
              What we learn there goes straight into the products on the shelf, so every driver profits from what works
              at the limit.
            </p>
          </div>
        </div>
      </section>
      <Deferred content={loaderData.content} fallback={null} errorMessage={FAILURE_MESSAGE}>
        {({ company }) =>
          company.length > 0 ? (
            <div className="container pb-5">
              <CompanyBlocks blocks={company} />
            </div>
          ) : null
        }
      </Deferred>
      <section className="bg-body-tertiary" aria-labelledby="partners-title">
        <div className="container py-5">
          <h2 id="partners-title" className="h3 fw-bold mb-4">
            Our partners
          </h2>
          <Deferred
            content={loaderData.content}
            fallback={<LoadingText text="Loading partnerships..." />}
            errorMessage={FAILURE_MESSAGE}
          >
            {({ partners }) =>
              partners.ok ? <PartnerGrid partners={partners.data} /> : <ErrorText message={partners.message} />
            }
          </Deferred>
        </div>
      </section>
      <NextStepsBlock
        title="Racing with Rennfeld"
        text="Looking for a lubricant partner for your team or series? Tell us about your programme and our motorsport department will get back to you."
      >
        <ButtonLink to={SITE_PATHS.contact}>Become a partner</ButtonLink>
        <ButtonLink to={SITE_PATHS.catalogue} variant="outline-light">
          See the catalogue
        </ButtonLink>
      </NextStepsBlock>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message={FAILURE_MESSAGE} />;
}
