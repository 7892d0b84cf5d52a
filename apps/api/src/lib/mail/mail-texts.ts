import { IntlMessageFormat } from 'intl-messageformat';
import type { SiteLocale } from '@rennfeld/contract';

// The e-mails' texts in both languages, as ICU messages (FormatJS). An e-mail is written in its
// recipient's language: a subscriber's is the page's they subscribed from; the brand's own
// notifications are German, the language of its staff.

const en = {
  confirmationSubject: 'Please confirm your newsletter subscription',
  confirmationText:
    'Hello {name},\n\nplease confirm that you want to receive the Rennfeld newsletter at {email}:\n\n{confirmUrl}\n\nThe link works for {hours} hours and only once. If you did not ask for this, ignore this e-mail: without your confirmation you will get nothing from us.',
  confirmationButton: 'Confirm my subscription',
  alreadySubscribedSubject: 'You are already subscribed to the Rennfeld newsletter',
  alreadySubscribedText:
    'Hello {name},\n\nsomeone, probably you, asked to subscribe {email} to the Rennfeld newsletter. This address is already subscribed, so nothing has changed.',
  unsubscribeText: 'To receive no more newsletters: {unsubscribeUrl}',
  unsubscribeLink: 'Unsubscribe',
  signature: 'Rennfeld Motorsport Lubricants',
  contactSubject: 'Contact form: {subject}',
  contactText:
    'A message came in through the contact form.\n\nName: {name}\nE-mail: {email}\nPhone: {phone}\nSubject: {subject}\n\n{message}\n\nReply to this e-mail to answer {name}. The message is also in the staff area: {inboxUrl}',
  contactNoPhone: '(none)',
} as const;

type MailMessages = Record<keyof typeof en, string>;

const de: MailMessages = {
  confirmationSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
  confirmationText:
    'Hallo {name},\n\nbitte bestätigen Sie, dass Sie den Rennfeld-Newsletter an {email} erhalten möchten:\n\n{confirmUrl}\n\nDer Link gilt {hours} Stunden und nur einmal. Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Ohne Ihre Bestätigung erhalten Sie nichts von uns.',
  confirmationButton: 'Anmeldung bestätigen',
  alreadySubscribedSubject: 'Sie erhalten den Rennfeld-Newsletter bereits',
  alreadySubscribedText:
    'Hallo {name},\n\njemand, vermutlich Sie, wollte {email} für den Rennfeld-Newsletter anmelden. Diese Adresse ist bereits angemeldet; es hat sich nichts geändert.',
  unsubscribeText: 'Wenn Sie keinen Newsletter mehr erhalten möchten: {unsubscribeUrl}',
  unsubscribeLink: 'Abmelden',
  signature: 'Rennfeld Motorsport Lubricants',
  contactSubject: 'Kontaktformular: {subject}',
  contactText:
    'Über das Kontaktformular ist eine Nachricht eingegangen.\n\nName: {name}\nE-Mail: {email}\nTelefon: {phone}\nBetreff: {subject}\n\n{message}\n\nAntworten Sie auf diese E-Mail, um {name} zu antworten. Die Nachricht steht auch im Mitarbeiterbereich: {inboxUrl}',
  contactNoPhone: '(keine)',
};

const MAIL_MESSAGES: Record<SiteLocale, MailMessages> = { en, de };

export type MailMessageKey = keyof typeof en;

/** One message in one language, its placeholders filled in. */
export function formatMailMessage(
  locale: SiteLocale,
  key: MailMessageKey,
  values: Record<string, string | number> = {},
): string {
  return String(new IntlMessageFormat(MAIL_MESSAGES[locale][key], locale).format(values));
}
