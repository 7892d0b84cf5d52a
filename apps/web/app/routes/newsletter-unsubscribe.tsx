import { FORM_MESSAGES, NEWSLETTER_MESSAGES, NewsletterUnsubscribeQuerySchema } from '@rennfeld/contract';
import { ApiError } from '../lib/api-client.ts';
import { createServerApi, unsubscribeNewsletter } from '../lib/api.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import {
  NEWSLETTER_LINK_TEXTS,
  NewsletterLinkPage,
  type LinkOutcome,
} from '../features/newsletter/newsletter-links.tsx';
import type { Route } from './+types/newsletter-unsubscribe';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

/** The link's signature is its only key: the page is for its reader alone, and not for search engines. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
});

export function meta(): Route.MetaDescriptors {
  return buildNoIndexMeta(NEWSLETTER_LINK_TEXTS.unsubscribe.title);
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
  if (!linkComplete) return { status: 'invalid', message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid };
  try {
    const { message } = await unsubscribeNewsletter(createServerApi(context), link);
    return { status: 'done', message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { status: 'invalid', message: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid };
    }
    console.error('Unsubscribing from the newsletter failed', error);
    return { status: 'failed', message: FORM_MESSAGES.newsletterFailure };
  }
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
