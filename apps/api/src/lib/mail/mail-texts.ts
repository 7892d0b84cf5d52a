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
  orderSubject: 'Your Rennfeld order {number}',
  orderGreeting:
    'Hello {name},\n\nthank you for your order. This e-mail confirms it: your contract with us is concluded with this confirmation. Please keep it; it holds the terms that apply.',
  orderLinesHeading: 'Your order {number} of {date}',
  orderLine:
    '{quantity} × {name} ({size}), item no. {productNumber}: {unitPrice, number, ::currency/EUR} each, {total, number, ::currency/EUR}',
  orderTotals:
    'Subtotal: {subtotal, number, ::currency/EUR}\nShipping: {shipping, number, ::currency/EUR}\nTotal: {total, number, ::currency/EUR}\nThe total includes {vatRate} % VAT: {vat, number, ::currency/EUR}',
  orderPayment:
    'Payment by prepayment: please transfer {amount, number, ::currency/EUR} by {due} to\n\nAccount holder: {holder}\nIBAN: {iban}\nBIC: {bic}\nReference: {reference}\n\nWe ship as soon as your payment has arrived. Without it by that day, we may cancel the order.',
  orderGiroCode: 'GiroCode: scan it with your banking app to fill in the transfer.',
  orderAddresses: 'Billing address:\n{billing}\n\nDelivery address:\n{shipping}',
  orderSeller:
    'Your contract partner:\n{company}\n{street}\n{postalCode} {city}\nPhone: {phone}\nE-mail: {email}\nManaging directors: {managingDirectors}\n{registerCourt}, {registerNumber}\nVAT ID: {vatId}',
  orderTermsHeading: 'Our terms and conditions, as they apply to this order:',
  orderNotificationSubject: 'New order {number}: {total, number, ::currency/EUR}',
  orderNotificationText:
    'A new order came in and awaits payment.\n\nOrder: {number}\nTotal: {total, number, ::currency/EUR}\nLanguage: {locale}\nE-mail: {email}\nPhone: {phone}\nVAT ID: {vatId}',
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
  orderSubject: 'Ihre Rennfeld-Bestellung {number}',
  orderGreeting:
    'Hallo {name},\n\nvielen Dank für Ihre Bestellung. Mit dieser E-Mail bestätigen wir sie; damit ist der Vertrag mit uns geschlossen. Bitte bewahren Sie sie auf: Sie enthält die Bedingungen, die für ihn gelten.',
  orderLinesHeading: 'Ihre Bestellung {number} vom {date}',
  orderLine:
    '{quantity} × {name} ({size}), Art.-Nr. {productNumber}: je {unitPrice, number, ::currency/EUR}, {total, number, ::currency/EUR}',
  orderTotals:
    'Zwischensumme: {subtotal, number, ::currency/EUR}\nVersand: {shipping, number, ::currency/EUR}\nGesamtsumme: {total, number, ::currency/EUR}\nDarin enthalten {vatRate} % MwSt.: {vat, number, ::currency/EUR}',
  orderPayment:
    'Zahlung per Vorkasse: Bitte überweisen Sie {amount, number, ::currency/EUR} bis zum {due} an\n\nKontoinhaber: {holder}\nIBAN: {iban}\nBIC: {bic}\nVerwendungszweck: {reference}\n\nWir versenden, sobald Ihre Zahlung eingegangen ist. Geht sie bis dahin nicht ein, können wir die Bestellung stornieren.',
  orderGiroCode: 'GiroCode: Scannen Sie ihn mit Ihrer Banking-App, um die Überweisung auszufüllen.',
  orderAddresses: 'Rechnungsadresse:\n{billing}\n\nLieferadresse:\n{shipping}',
  orderSeller:
    'Ihr Vertragspartner:\n{company}\n{street}\n{postalCode} {city}\nTelefon: {phone}\nE-Mail: {email}\nGeschäftsführung: {managingDirectors}\n{registerCourt}, {registerNumber}\nUSt-IdNr.: {vatId}',
  orderTermsHeading: 'Unsere Allgemeinen Geschäftsbedingungen, wie sie für diese Bestellung gelten:',
  orderNotificationSubject: 'Neue Bestellung {number}: {total, number, ::currency/EUR}',
  orderNotificationText:
    'Eine neue Bestellung ist eingegangen und wartet auf die Zahlung.\n\nBestellung: {number}\nSumme: {total, number, ::currency/EUR}\nSprache: {locale}\nE-Mail: {email}\nTelefon: {phone}\nUSt-IdNr.: {vatId}',
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
