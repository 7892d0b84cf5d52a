import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { CompanyBlocks } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { ButtonLink, NextStepsBlock } from '../features/content/next-steps-block.tsx';
import { PageBanner } from '../features/content/page-banner.tsx';
import { getAboutCompanies, createServerApi } from '../lib/api.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/about';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

const FAILURE_MESSAGE = 'Failed to load data.';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.about,
    title: 'About Company',
    description: 'Who we are: the story, the lab and the values behind Rennfeld lubricants.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const blocks = await loadSection(
    'company information',
    getAboutCompanies(createServerApi(context)).then((body) =>
      body.aboutCompanies.map((block) => ({ ...block, description: toSafeHtml(block.description) })),
    ),
    FAILURE_MESSAGE,
  );
  return { content: blocks };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title="About Company"
        lead="German engineering, tested where engines work hardest: on the race track."
      />
      <section className="container py-5" aria-label="Introduction">
        <div className="row">
          <div className="col-12 col-lg-8">
            <p className="mb-0">
              Rennfeld Motorsport Lubricants develops engine oils, transmission fluids and care products for racing and
              for the road. Every product is proven in competition with our{' '}
              <Link to={SITE_PATHS.partnership}>motorsport partners</Link> before it reaches a workshop shelf.
            </p>
          </div>
        </div>
      </section>
      <div className="container pb-5">
        <Deferred content={loaderData.content} fallback={<LoadingText />} errorMessage={FAILURE_MESSAGE}>
          {(blocks) => (blocks.ok ? <CompanyBlocks blocks={blocks.data} /> : <ErrorText message={blocks.message} />)}
        </Deferred>
      </div>
      <NextStepsBlock
        title="Find the right oil for your engine"
        text="Browse our catalogues for specifications and approvals, or ask our application engineers for a recommendation for your car or race series."
      >
        <ButtonLink to={SITE_PATHS.catalogue}>See the catalogue</ButtonLink>
        <ButtonLink to={SITE_PATHS.contact} variant="outline-light">
          Contact us
        </ButtonLink>
        <ButtonLink to={SITE_PATHS.team} variant="outline-light">
          Meet our team
        </ButtonLink>
      </NextStepsBlock>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message={FAILURE_MESSAGE} />;
}
