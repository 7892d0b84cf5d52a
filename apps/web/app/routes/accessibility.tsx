import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { data } from 'react-router';
import { buildAccessibilityStatement } from '../features/content/accessibility-statement.server.ts';
import { SectionedText } from '../features/content/sectioned-text.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { createServerApi, getCompanyDetails } from '../lib/api.ts';
import { readRootData } from '../lib/root-data.ts';
import { ErrorText } from '../ui/status.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import type { Route } from './+types/accessibility';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.accessibility,
    title: t('layout.footer.accessibility'),
    description: t('content.legal.description', { document: t('layout.footer.accessibility') }),
  });
}

/** The statement of BFSG Anlage 3, with the brand's contact for reporting a barrier (decision 107). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  try {
    const { email, phone } = await getCompanyDetails(createServerApi(context, request), request.signal);
    return { statement: buildAccessibilityStatement({ email, phone }, locale) };
  } catch (error) {
    context.logError('Failed to load the company details for the accessibility statement', error);
    return data({ statement: null }, { status: 503 });
  }
}

export default function Accessibility({ loaderData: { statement } }: Route.ComponentProps) {
  const t = useT();
  if (!statement) {
    return (
      <SectionedText title={t('layout.footer.accessibility')} sections={[]}>
        <ErrorText message={t('content.legal.unavailable')} />
      </SectionedText>
    );
  }
  return <SectionedText title={statement.title} sections={statement.sections} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
