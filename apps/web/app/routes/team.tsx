import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { TeamGrid } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getTeamMembers, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/team';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.team,
    title: t('content.team.title'),
    description: t('content.team.description'),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const members = await loadSection(
    context,
    'team members',
    getTeamMembers(createServerApi(context, request)).then((body) => body.teamMembers),
    t('content.team.loadFailed'),
  );
  return { content: members };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function Team({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner eyebrow={t('content.aboutUs')} title={t('content.team.title')} lead={t('content.team.lead')} />
      <section className="container py-5" aria-labelledby="team-intro-title">
        <div className="row">
          <div className="col-12 col-lg-8">
            <h2 id="team-intro-title" className="h3 fw-bold">
              {t('content.team.introTitle')}
            </h2>
            <p>{t('content.team.introStory')}</p>
            <p className="mb-0">{t('content.team.introToday')}</p>
          </div>
        </div>
      </section>
      <section className="container pb-5" aria-labelledby="team-members-title">
        <h2 id="team-members-title" className="visually-hidden">
          {t('content.team.members')}
        </h2>
        <Deferred
          content={loaderData.content}
          fallback={<LoadingText text={t('content.team.loading')} />}
          errorMessage={t('content.team.loadFailed')}
        >
          {(members) => (members.ok ? <TeamGrid members={members.data} /> : <ErrorText message={members.message} />)}
        </Deferred>
      </section>
      <NewsletterForm />
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('content.team.loadFailed')} />;
}
