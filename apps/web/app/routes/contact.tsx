import { buildLegalDocumentPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { Link } from 'react-router';
import { ContactForm } from '../features/forms/contact-form.tsx';
import { createSubmissionId, SUBMISSION_ID_FIELD, submitContactMessage } from '../features/forms/submissions.server.ts';
import { PageBanner } from '../features/content/page-banner.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { telephoneHref } from '../lib/brand.ts';
import { readRootData, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/contact';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.contact,
    title: t('forms.contact.metaTitle'),
    description: t('forms.contact.metaDescription'),
  });
}

export function loader() {
  return { submissionId: createSubmissionId(), submissionIdField: SUBMISSION_ID_FIELD };
}

/** Each answer carries its own one-time submission id: no cache may hand it to someone else. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export async function action({ request, context }: Route.ActionArgs) {
  return submitContactMessage(request, context);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  const { company } = useRootData();
  return (
    <>
      <PageBanner
        eyebrow={t('forms.contact.eyebrow')}
        title={t('forms.contact.title')}
        lead={t('forms.contact.lead')}
      />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-8">
            <ContactForm
              submissionId={loaderData.submissionId}
              submissionIdField={loaderData.submissionIdField}
              initialResult={actionData}
            />
          </div>
          <aside className="col-12 col-lg-4" aria-labelledby="contact-hotline-title">
            <div className="card border-0 bg-body-tertiary">
              <div className="card-body p-4">
                <h2 id="contact-hotline-title" className="h5 fw-bold">
                  {t('forms.contact.hotline')}
                </h2>
                {company?.phone ? (
                  <p className="mb-1">
                    <a className="link-body-emphasis fw-semibold" href={telephoneHref(company.phone)}>
                      {company.phone}
                    </a>
                  </p>
                ) : null}
                <p className="mb-3">{t('common.hotlineHours')}</p>
                <p className="small mb-0">
                  {t('forms.contact.privacyNote')}{' '}
                  <Link className="link-body-emphasis" to={localePath(buildLegalDocumentPath('privacyPolicy'))}>
                    {t('forms.contact.privacyPolicy')}
                  </Link>
                  .
                </p>
              </div>
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
