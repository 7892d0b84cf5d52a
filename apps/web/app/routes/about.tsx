import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { CompanyBlocks } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { ButtonLink, NextStepsBlock } from '../features/content/next-steps-block.tsx';
import { PageBanner } from '../features/content/page-banner.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { getAboutCompanies, createServerApi } from '../lib/api.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/about';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.about,
    title: t('content.about.title'),
    description: t('content.about.description'),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const blocks = await loadSection(
    context,
    'company information',
    getAboutCompanies(createServerApi(context, request)).then((body) =>
      body.aboutCompanies.map((block) => ({ ...block, description: toSafeHtml(block.description) })),
    ),
    t('content.about.loadFailed'),
  );
  return { content: blocks };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function About({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <PageBanner eyebrow={t('content.aboutUs')} title={t('content.about.title')} lead={t('content.about.lead')} />
      <section className="container py-5" aria-label={t('content.introduction')}>
        <div className="row">
          <div className="col-12 col-lg-8">
            <p className="mb-0">
              {t('content.about.intro')}
              <Link to={localePath(SITE_PATHS.partnership)}>{t('content.about.partnersLink')}</Link>
              {t('content.about.introEnd')}
            </p>
          </div>
        </div>
      </section>
      <div className="container pb-5">
        <Deferred content={loaderData.content} fallback={<LoadingText />} errorMessage={t('content.about.loadFailed')}>
          {(blocks) => (blocks.ok ? <CompanyBlocks blocks={blocks.data} /> : <ErrorText message={blocks.message} />)}
        </Deferred>
      </div>
      <NextStepsBlock title={t('content.about.nextSteps.title')} text={t('content.about.nextSteps.text')}>
        <ButtonLink to={SITE_PATHS.catalogue}>{t('content.seeCatalogue')}</ButtonLink>
        <ButtonLink to={SITE_PATHS.contact} variant="outline-light">
          {t('content.about.nextSteps.contact')}
        </ButtonLink>
        <ButtonLink to={SITE_PATHS.team} variant="outline-light">
          {t('content.about.nextSteps.team')}
        </ButtonLink>
      </NextStepsBlock>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('content.about.loadFailed')} />;
}
