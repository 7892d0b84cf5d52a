import { NewsletterConfirmRequestSchema } from '@rennfeld/contract';
import { confirmNewsletter, createServerApi } from '../lib/api.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import {
  followLink,
  NEWSLETTER_LINK_HEADERS,
  NEWSLETTER_LINK_TEXTS,
  NewsletterLinkPage,
  type LinkOutcome,
} from '../features/newsletter/newsletter-links.tsx';
import { readI18n } from '../i18n/use-i18n.ts';
import type { Route } from './+types/newsletter-confirm';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';

export const headers: Route.HeadersFunction = () => NEWSLETTER_LINK_HEADERS;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { t } = readI18n(matches);
  return buildNoIndexMeta(t(NEWSLETTER_LINK_TEXTS.confirm.title));
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, linkComplete: NewsletterConfirmRequestSchema.safeParse({ token }).success };
}

export async function action({ request, context }: Route.ActionArgs): Promise<LinkOutcome> {
  const token = String((await request.formData()).get('token') ?? '');
  if (!NewsletterConfirmRequestSchema.safeParse({ token }).success) {
    return { status: 'invalid', message: 'forms.newsletterLink.confirmLinkInvalid' };
  }
  return followLink(
    context,
    () => confirmNewsletter(createServerApi(context, request), token),
    'forms.newsletterLink.confirmed',
    {
      status: 410,
      message: 'forms.newsletterLink.confirmLinkInvalid',
    },
  );
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
