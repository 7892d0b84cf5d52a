import { NEWSLETTER_CONSENT_VERSIONS, SITE_LOCALES } from './constants.ts';
import { z } from './zod.ts';

// The newsletter's double opt-in (decision 045): a subscription waits until its address is
// confirmed through a single-use link; every newsletter e-mail can be unsubscribed in one click.

export const NewsletterConsentVersionSchema = z.enum(NEWSLETTER_CONSENT_VERSIONS);

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRMATION_HOURS = 48;

export const SiteLocaleSchema = z.enum(SITE_LOCALES);

/** The states of a subscription: only confirmed addresses are newsletter subscribers. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const NewsletterStatusSchema = z.enum(NEWSLETTER_STATUSES);
export type NewsletterStatus = z.infer<typeof NewsletterStatusSchema>;

/** A confirmation token: 32 random bytes, base64url. */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete.');

export const NewsletterConfirmRequestSchema = z.object({ token: TokenSchema });
export type NewsletterConfirmRequest = z.infer<typeof NewsletterConfirmRequestSchema>;

/**
 * The address of an unsubscribe link: the subscription and a signature of it (no expiry: every
 * newsletter e-mail carries it). RFC 8058 one-click clients POST to it as it is.
 */
export const NewsletterUnsubscribeQuerySchema = z.object({
  s: z.coerce.number().int().positive(),
  t: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete.'),
});
export type NewsletterUnsubscribeQuery = z.infer<typeof NewsletterUnsubscribeQuerySchema>;

export const NEWSLETTER_MESSAGES = {
  confirmed: 'Your subscription is confirmed. Thank you!',
  confirmLinkInvalid: 'This link has expired or has already been used. Subscribe again to get a new one.',
  unsubscribed: 'You are unsubscribed. We will send you no more newsletters.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
} as const;

export const NewsletterResultResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
