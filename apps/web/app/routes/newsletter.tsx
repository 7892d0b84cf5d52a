import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { PageBanner } from '../features/content/page-banner.tsx';
import { NewsletterForm } from '../features/forms/newsletter-form.tsx';
import { submitNewsletter } from '../features/forms/submissions.server.ts';
import { buildPageMeta } from '../features/seo/page-meta.ts';
import { readRootData } from '../lib/root-data.ts';
import type { Route } from './+types/newsletter';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return buildPageMeta({
    siteUrl: readRootData(matches).env.siteUrl,
    path: SITE_PATHS.newsletter,
    title: 'Newsletter',
    description: 'Subscribe to the Rennfeld newsletter: new products, race results and tips.',
  });
}

/** Every newsletter form posts here: in place with JavaScript, as a page without it. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitNewsletter(request, context);
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow="Stay informed"
        title="Newsletter"
        lead="Be the first to hear about new formulations, race wins and workshop tips."
      />
      <NewsletterForm initialResult={actionData} title="Subscribe" />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
