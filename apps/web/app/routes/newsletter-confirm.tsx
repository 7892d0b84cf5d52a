import { FORM_MESSAGES, NEWSLETTER_MESSAGES, NewsletterConfirmRequestSchema } from '@rennfeld/contract';
import { ApiError } from '../lib/api-client.ts';
import { confirmNewsletter, createServerApi } from '../lib/api.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import {
  NEWSLETTER_LINK_TEXTS,
  NewsletterLinkPage,
  type LinkOutcome,
} from '../features/newsletter/newsletter-links.tsx';
import type { Route } from './+types/newsletter-confirm';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

/** The link's token is its only key: the page is for its reader alone, and not for search engines. */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
});

export function meta(): Route.MetaDescriptors {
  return buildNoIndexMeta(NEWSLETTER_LINK_TEXTS.confirm.title);
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, linkComplete: NewsletterConfirmRequestSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs): Promise<LinkOutcome> {
  const token = String((await request.formData()).get('token') ?? '');
  if (!NewsletterConfirmRequestSchema.safeParse({ token }).success) {
    return { status: 'invalid', message: NEWSLETTER_MESSAGES.confirmLinkInvalid };
  }
  try {
    const { message } = await confirmNewsletter(createServerApi(context), token);
    return { status: 'done', message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) {
      return { status: 'invalid', message: NEWSLETTER_MESSAGES.confirmLinkInvalid };
    }
    console.error('The newsletter confirmation failed', error);
    return { status: 'failed', message: FORM_MESSAGES.newsletterFailure };
  }
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewsletterLinkPage
      texts={NEWSLETTER_LINK_TEXTS.confirm}
      linkComplete={loaderData.linkComplete}
      hiddenFields={{ token: loaderData.token }}
      outcome={actionData}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
