import escapeHtml from 'escape-html';
import type { SiteLocale } from '@rennfeld/contract';
import { NEWSLETTER_CONFIRMATION_HOURS } from '@rennfeld/contract';
import type { MailKind } from '@rennfeld/contract/staff';
import { formatMailMessage, type MailMessageKey } from './mail-texts.ts';

// What each e-mail says, as plain text and simple HTML in the recipient's language. Newsletter
// e-mails carry no advertising and an unsubscribe link, in the text and as RFC 8058 one-click
// headers; the contact notification answers to the visitor.

/**
 * An image the HTML shows inline as `cid:{cid}`: a QR code of `qrCode` (the order confirmation's
 * GiroCode), drawn when the e-mail is sent, so the outbox keeps only its text.
 */
export interface InlineImage {
  cid: string;
  qrCode: string;
}

export interface ComposedMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  inlineImages?: InlineImage[];
}

/**
 * Text with line breaks as simple HTML paragraphs. In the site's own e-mails each URL becomes a
 * link; in a visitor's words (the contact notification) nothing does.
 */
export function toHtml(
  paragraphs: string[],
  {
    link,
    linkify,
    image,
  }: {
    link?: { url: string; label: string };
    linkify: boolean;
    /** An inline image (`cid:`) shown after paragraph `after`, with its text alternative. */
    image?: { after: number; cid: string; alt: string };
  },
): string {
  const body = paragraphs
    .map((paragraph, index) => {
      const escaped = escapeHtml(paragraph);
      const linked = linkify ? escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`) : escaped;
      const html = `<p>${linked.replaceAll('\n', '<br>')}</p>`;
      return image?.after === index
        ? `${html}\n<p><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="200" height="200"></p>`
        : html;
    })
    .join('\n');
  const button = link
    ? `\n<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#c8102e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d1f23">${button}\n${body}\n</body></html>\n`;
}

interface NewsletterMailInput {
  locale: SiteLocale;
  name: string;
  email: string;
  unsubscribeUrl: string;
}

/** Every newsletter e-mail: its text, the unsubscribe line, and the one-click headers. */
function composeNewsletterMail(
  kind: MailKind,
  { locale, name, email, unsubscribeUrl }: NewsletterMailInput,
  parts: { subject: MailMessageKey; text: MailMessageKey; values?: Record<string, string | number> },
  button?: { url: string; label: MailMessageKey },
): ComposedMail {
  const message = (key: MailMessageKey, values: Record<string, string | number> = {}) =>
    formatMailMessage(locale, key, { name, email, unsubscribeUrl, ...values });
  const paragraphs = [message(parts.text, parts.values), message('unsubscribeText'), message('signature')];
  return {
    kind,
    to: email,
    subject: message(parts.subject),
    text: `${paragraphs.join('\n\n')}\n`,
    html: toHtml(paragraphs, {
      linkify: true,
      ...(button ? { link: { url: button.url, label: message(button.label) } } : {}),
    }),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function composeNewsletterConfirmation(input: NewsletterMailInput & { confirmUrl: string }): ComposedMail {
  return composeNewsletterMail(
    'newsletter-confirmation',
    input,
    {
      subject: 'confirmationSubject',
      text: 'confirmationText',
      values: { confirmUrl: input.confirmUrl, hours: NEWSLETTER_CONFIRMATION_HOURS },
    },
    { url: input.confirmUrl, label: 'confirmationButton' },
  );
}

export function composeAlreadySubscribed(input: NewsletterMailInput): ComposedMail {
  return composeNewsletterMail('newsletter-already-subscribed', input, {
    subject: 'alreadySubscribedSubject',
    text: 'alreadySubscribedText',
  });
}

/** The staff's own language: the brand's notifications are German. */
export const STAFF_LOCALE: SiteLocale = 'de';

export function composeContactNotification(
  to: string,
  message: { name: string; email: string; phone?: string | undefined; subject: string; message: string },
  inboxUrl: string,
): ComposedMail {
  const values = {
    ...message,
    phone: message.phone ?? formatMailMessage(STAFF_LOCALE, 'contactNoPhone'),
    inboxUrl,
  };
  const text = formatMailMessage(STAFF_LOCALE, 'contactText', values);
  return {
    kind: 'contact-notification',
    to,
    subject: formatMailMessage(STAFF_LOCALE, 'contactSubject', values),
    text: `${text}\n`,
    html: toHtml(text.split('\n\n'), { linkify: false }),
    headers: { 'Reply-To': message.email },
  };
}
