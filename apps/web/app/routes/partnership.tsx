import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { CompanyBlocks, PartnerGrid } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { ButtonLink, NextStepsBlock } from '../features/content/next-steps-block.tsx';
import { PageBanner } from '../features/content/page-banner.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getAboutCompanies, getPartnerships, createServerApi } from '../lib/api.ts';
import { toSafeHtml } from '../lib/rich-text.server.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/partnership';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.partnership,
    title: t('content.partnership.title'),
    description: t('content.partnership.description'),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const api = createServerApi(context, request);
  // One request serves both company-info blocks of the page (SPEC §7 has the page call it twice).
  const [company, partners] = await Promise.all([
    getAboutCompanies(api).then(
      (body) => body.aboutCompanies.map((block) => ({ ...block, description: toSafeHtml(block.description) })),
      (error: unknown) => {
        // SPEC §8: a failure to load company info is only logged; the page goes on without it.
        context.logError('Failed to load company information for the partnership page', error);
        return [];
      },
    ),
    loadSection(
      context,
      'partnerships',
      getPartnerships(api).then((body) => body.partnerships),
      t('content.partnership.loadFailed'),
    ),
  ]);
  return { content: { company, partners } };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function PartnershipPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const failureMessage = t('content.partnership.loadFailed');
  return (
    <>
      <PageBanner
        eyebrow={t('content.partnership.eyebrow')}
        title={t('content.partnership.title')}
        lead={t('content.partnership.lead')}
      />
      <section className="container py-5" aria-label={t('content.introduction')}>
        <div className="row">
          <div className="col-12 col-lg-8">
            <p>{t('content.partnership.introLab')}</p>
            <p className="mb-0">{t('content.partnership.introShelf')}</p>
          </div>
        </div>
      </section>
      <Deferred content={loaderData.content} fallback={null} errorMessage={failureMessage}>
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
            {t('content.partnership.partnersTitle')}
          </h2>
          <Deferred
            content={loaderData.content}
            fallback={<LoadingText text={t('content.partnership.loading')} />}
            errorMessage={failureMessage}
          >
            {({ partners }) =>
              partners.ok ? <PartnerGrid partners={partners.data} /> : <ErrorText message={partners.message} />
            }
          </Deferred>
        </div>
      </section>
      <NextStepsBlock title={t('content.partnership.nextSteps.title')} text={t('content.partnership.nextSteps.text')}>
        <ButtonLink to={SITE_PATHS.contact}>{t('content.partnership.nextSteps.becomePartner')}</ButtonLink>
        <ButtonLink to={SITE_PATHS.catalogue} variant="outline-light">
          {t('content.seeCatalogue')}
        </ButtonLink>
      </NextStepsBlock>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('content.partnership.loadFailed')} />;
}
