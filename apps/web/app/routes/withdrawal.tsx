import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { buildWithdrawalNotice } from '@rennfeld/contract/withdrawal-notice';
import { data } from 'react-router';
import { SectionedText } from '../features/content/sectioned-text.tsx';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { createServerApi, getCompanyDetails } from '../lib/api.ts';
import { readRootData } from '../lib/root-data.ts';
import { ErrorText } from '../ui/status.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import type { Route } from './+types/withdrawal';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { locale, t } = readI18n(matches);
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    locale,
    path: SITE_PATHS.withdrawal,
    title: t('layout.footer.withdrawal'),
    description: t('content.legal.description', { document: t('layout.footer.withdrawal') }),
  });
}

/** The statutory text, filled in with the seller's details on the server: the page ships no copy of it in script. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  try {
    const seller = await getCompanyDetails(createServerApi(context, request), request.signal);
    return { notice: buildWithdrawalNotice(seller, locale) };
  } catch (error) {
    context.logError('Failed to load the company details for the withdrawal information', error);
    return data({ notice: null }, { status: 503 });
  }
}

export default function Withdrawal({ loaderData: { notice } }: Route.ComponentProps) {
  const t = useT();
  if (!notice) {
    return (
      <SectionedText title={t('layout.footer.withdrawal')} sections={[]}>
        <ErrorText message={t('content.legal.unavailable')} />
      </SectionedText>
    );
  }
  return (
    <SectionedText title={notice.title} note={notice.translationNote} sections={notice.sections}>
      <section className="border rounded p-3 p-md-4 mt-4">
        <h2>{notice.form.title}</h2>
        <p>{notice.form.intro}</p>
        <ul>
          {notice.form.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mb-0">{notice.form.footnote}</p>
      </section>
    </SectionedText>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
