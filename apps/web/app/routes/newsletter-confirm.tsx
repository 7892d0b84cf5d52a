import { NEWSLETTER_MESSAGES, NewsletterConfirmRequestSchema } from '@rennfeld/contract';
import { confirmNewsletter, createServerApi } from '../lib/api.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import {
  followLink,
  NEWSLETTER_LINK_HEADERS,
  NEWSLETTER_LINK_TEXTS,
  NewsletterLinkPage,
  type LinkOutcome,
} from '../features/newsletter/newsletter-links.tsx';
import type { Route } from './+types/newsletter-confirm';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export const headers: Route.HeadersFunction = () => NEWSLETTER_LINK_HEADERS;

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
  return followLink(() => confirmNewsletter(createServerApi(context), token), {
    status: 410,
    message: NEWSLETTER_MESSAGES.confirmLinkInvalid,
  });
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
