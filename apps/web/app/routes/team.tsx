import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { TeamGrid } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { getTeamMembers, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/team';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

const FAILURE_MESSAGE = 'Failed to load team members.';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.team,
    title: 'Our Team',
    description: 'Meet the chemists, engineers and service people behind Rennfeld.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const members = await loadSection(
    'team members',
    getTeamMembers(createServerApi(context)).then((body) => body.teamMembers),
    FAILURE_MESSAGE,
  );
  return { content: members };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="About us"
        title="Our Team"
        lead="The people who blend, test and ship Rennfeld lubricants, and who answer when you call."
      />
      <section className="container py-5" aria-labelledby="team-intro-title">
        <div className="row">
          <div className="col-12 col-lg-8">
            <h2 id="team-intro-title" className="h3 fw-bold">
              Built in the paddock, made for the road
            </h2>
            <p>
              Rennfeld Motorsport Lubricants started in a race team&apos;s workshop: engineers who wanted oils that
              survive an endurance stint and still protect an everyday engine on the commute home.
            </p>
            <p className="mb-0">
              Today our chemists, application engineers and service team develop every formulation with the teams we
              supply. Get in touch with the person you need directly below.
            </p>
          </div>
        </div>
      </section>
      <section className="container pb-5" aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="visually-hidden">
          Team members
        </h2>
        <Deferred
          content={loaderData.content}
          fallback={<LoadingText text="Loading team members..." />}
          errorMessage={FAILURE_MESSAGE}
        >
          {(members) => (members.ok ? <TeamGrid members={members.data} /> : <ErrorText message={members.message} />)}
        </Deferred>
      </section>
      <NewsletterForm />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary message={FAILURE_MESSAGE} />;
}
