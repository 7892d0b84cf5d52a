import { NewsletterUnsubscribeQuerySchema } from '@rennfeld/contract';
import { createServerApi, unsubscribeNewsletter } from '../lib/api.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import {
  followLink,
  NEWSLETTER_LINK_HEADERS,
  NEWSLETTER_LINK_TEXTS,
  NewsletterLinkPage,
  type LinkOutcome,
} from '../features/newsletter/newsletter-links.tsx';
import { readI18n } from '../i18n/use-i18n.ts';
import type { Route } from './+types/newsletter-unsubscribe';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export const headers: Route.HeadersFunction = () => NEWSLETTER_LINK_HEADERS;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { t } = readI18n(matches);
  return buildNoIndexMeta(t(NEWSLETTER_LINK_TEXTS.unsubscribe.title));
}

function readLink(url: string) {
  const params = new URL(url).searchParams;
  const link = { s: params.get('s') ?? '', t: params.get('t') ?? '' };
  return { link, linkComplete: NewsletterUnsubscribeQuerySchema.safeParse(link).success };
}

export function loader({ request }: Route.LoaderArgs) {
  return readLink(request.url);
}

/**
 * The button's post, and a mail client's one-click unsubscribe (RFC 8058: a POST to this address
 * with `List-Unsubscribe=One-Click`): either unsubscribes at once. The link is the address's.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<LinkOutcome> {
  const { link, linkComplete } = readLink(request.url);
  if (!linkComplete) return { status: 'invalid', message: 'forms.newsletterLink.unsubscribeLinkInvalid' };
  return followLink(
    context,
    () => unsubscribeNewsletter(createServerApi(context, request), link),
    'forms.newsletterLink.unsubscribed',
    {
      status: 404,
      message: 'forms.newsletterLink.unsubscribeLinkInvalid',
    },
  );
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      texts={NEWSLETTER_LINK_TEXTS.unsubscribe}
      linkComplete={loaderData.linkComplete}
      hiddenFields={{}}
      outcome={actionData}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
