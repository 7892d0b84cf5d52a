import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CURRENT_NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_CONFIRMATION_HOURS,
  type NewsletterRequest,
  type SiteLocale,
} from '@rennfeld/contract';
import {
  buildNewsletterConfirmPath,
  buildNewsletterUnsubscribePath,
  localizePath,
} from '@rennfeld/contract/site-paths';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { composeAlreadySubscribed, composeNewsletterConfirmation } from '../../lib/mail/mail-compose.ts';
import type { Mailer } from '../../lib/mail/mail-sender.ts';
import {
  confirmSubscription,
  findSubscription,
  findSubscriptionEmail,
  insertPendingSubscription,
  markSubscriptionMailed,
  renewPendingSubscription,
  unsubscribe,
  type StoredSubscription,
} from './forms.repository.ts';

// The newsletter's double opt-in (decision 045): a sign-up stays pending until its address is
// confirmed through a single-use link; every answer to the form is the same, so it tells nobody
// whether an address is on the list.

/** A repeated sign-up within this time sends no further e-mail (nobody can flood an inbox). */
const MAIL_COOLDOWN_MS = 10 * 60_000;

export interface NewsletterLinks {
  /** The public origin the links in e-mails point to. */
  siteUrl: string;
  /** Signs unsubscribe links (derived from the staff sign-in secret). */
  secret: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function signUnsubscribe(secret: string, id: number, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}:${email}`).digest('base64url');
}

/**
 * A subscription's unsubscribe page, in the subscriber's language: a visitor confirms there with a
 * button; a mail client's one-click POST (RFC 8058, `List-Unsubscribe=One-Click`) to the same
 * address unsubscribes at once.
 */
function buildUnsubscribeUrl(links: NewsletterLinks, id: number, email: string, locale: SiteLocale): string {
  const path = buildNewsletterUnsubscribePath(id, signUnsubscribe(links.secret, id, email));
  return `${links.siteUrl}${localizePath(path, locale)}`;
}

/**
 * Signs an address up (or up again): a new pending subscription, or a renewed one for an address
 * not confirmed yet, gets a confirmation e-mail; a confirmed one gets a note that nothing changed.
 * Within the cool-down after the last e-mail nothing is sent. The id of the e-mail it queued.
 */
export async function signUpForNewsletter(
  db: Kysely<Database>,
  mailer: Mailer,
  links: NewsletterLinks,
  request: NewsletterRequest,
): Promise<number | undefined> {
  const now = new Date();
  const email = request.email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const pending = {
    name: request.name,
    email,
    locale: request.locale ?? 'en',
    consentVersion: request.consent_version ?? CURRENT_NEWSLETTER_CONSENT_VERSION,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRMATION_HOURS * 3_600_000),
    now,
  };
  const sendConfirmation = (subscription: Pick<StoredSubscription, 'id'>) =>
    mailer.queue(
      db,
      composeNewsletterConfirmation({
        locale: pending.locale,
        name: pending.name,
        email,
        confirmUrl: `${links.siteUrl}${localizePath(buildNewsletterConfirmPath(token), pending.locale)}`,
        unsubscribeUrl: buildUnsubscribeUrl(links, subscription.id, email, pending.locale),
      }),
    );

  const existing = await findSubscription(db, email);
  if (!existing) {
    const id = await insertPendingSubscription(db, pending);
    // Another request added the address a moment ago: it sent the e-mail.
    return id === undefined ? undefined : sendConfirmation({ id });
  }
  if (existing.lastMailedAt && now.getTime() - existing.lastMailedAt.getTime() < MAIL_COOLDOWN_MS) return undefined;
  if (existing.status === 'confirmed') {
    await markSubscriptionMailed(db, existing.id, now);
    return mailer.queue(
      db,
      composeAlreadySubscribed({
        locale: existing.locale,
        name: existing.name,
        email,
        unsubscribeUrl: buildUnsubscribeUrl(links, existing.id, email, existing.locale),
      }),
    );
  }
  await renewPendingSubscription(db, existing.id, pending);
  return sendConfirmation(existing);
}

/** Confirms the subscription a link's token belongs to. False: unknown, spent or expired. */
export function confirmNewsletter(db: Kysely<Database>, token: string): Promise<boolean> {
  return confirmSubscription(db, hashToken(token), new Date());
}

/**
 * Unsubscribes through a link. False when the signature does not fit the subscription; a
 * subscription that no longer exists is as good as unsubscribed.
 */
export async function unsubscribeFromNewsletter(
  db: Kysely<Database>,
  links: NewsletterLinks,
  id: number,
  signature: string,
): Promise<boolean> {
  const email = await findSubscriptionEmail(db, id);
  if (email === undefined) return true;
  const expected = Buffer.from(signUnsubscribe(links.secret, id, email));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  await unsubscribe(db, id, new Date());
  return true;
}
