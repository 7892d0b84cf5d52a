import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { CatalogueGrid } from '../features/content/company.tsx';
import { Deferred, deferSlowContent, keepContentAfterSubmissions } from '../features/content/deferred.tsx';
import { loadSection } from '../features/content/load-section.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { getCatalogues, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/catalogue';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.catalogue,
    title: t('content.catalogue.title'),
    description: t('content.catalogue.description'),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverTranslator(localeOfPath(new URL(request.url).pathname));
  const catalogues = await loadSection(
    context,
    'catalogues',
    getCatalogues(createServerApi(context, request)).then((body) => body.catelogs),
    t('content.catalogue.loadError'),
  );
  return { content: catalogues };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => deferSlowContent(serverLoader);
export const shouldRevalidate = keepContentAfterSubmissions;

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('content.catalogue.eyebrow')}
        title={t('content.catalogue.title')}
        lead={t('content.catalogue.lead')}
      />
      <section className="container py-5" aria-labelledby="catalogue-intro-title">
        <div className="row">
          <div className="col-12 col-lg-8">
            <h2 id="catalogue-intro-title" className="h3 fw-bold">
              {t('content.catalogue.introTitle')}
            </h2>
            <p className="mb-0">{t('content.catalogue.intro')}</p>
          </div>
        </div>
      </section>
      <div className="container pb-5">
        <Deferred
          content={loaderData.content}
          fallback={<LoadingText />}
          errorMessage={t('content.catalogue.loadError')}
        >
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
  const t = useT();
  return <RouteErrorBoundary message={t('content.catalogue.loadError')} />;
}
