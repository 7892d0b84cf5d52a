import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { PageBanner } from '../features/content/page-banner.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { submitNewsletter } from '../features/forms/submissions.server.ts';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/newsletter';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.newsletter,
    title: t('forms.newsletterPage.title'),
    description: t('forms.newsletterPage.metaDescription'),
  });
}

/** Every newsletter form posts here: in place with JavaScript, as a page without it. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitNewsletter(request, context);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner
        eyebrow={t('forms.newsletterPage.eyebrow')}
        title={t('forms.newsletterPage.title')}
        lead={t('forms.newsletterPage.lead')}
      />
      <NewsletterForm initialResult={actionData} title={t('forms.newsletterPage.formTitle')} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
