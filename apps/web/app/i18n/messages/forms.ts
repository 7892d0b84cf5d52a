import { defineMessages } from '../define-messages.ts';

/** The contact and newsletter forms and the newsletter link pages. */
export const formsMessages = /* @__PURE__ */ defineMessages({
  en: {
    // SPEC §8: the same texts as the contract's FORM_MESSAGES (form-messages.test.ts holds them equal).
    'forms.newsletterSuccess': 'Successfully subscribed!',
    'forms.newsletterConfirmationSent': 'Please confirm your address with the link we have just sent you by e-mail.',
    'forms.newsletterFailure': 'Failed to subscribe. Please try again.',
    'forms.apiError.tooManyRequests': 'Too many requests. Please try again in a minute.',
    'forms.apiError.unavailable': 'The service is unavailable for a moment. Please try again shortly.',
    'forms.contactSuccess': "Thank you for contacting us! We'll get back to you soon.",
    'forms.contactFailure': 'There was an error submitting your form. Please try again.',
    'forms.validationFailed': 'The given data was invalid.',

    // The contract's field rules, worded as its schemas word them (`field` is the field's name).
    'forms.fieldError.required': 'The {field} field is required.',
    'forms.fieldError.tooLong': 'The {field} field must not be greater than {max} characters.',
    'forms.fieldError.controlCharacters': 'The {field} field must not contain control characters.',
    'forms.fieldError.invalidEmail': 'The email field must be a valid email address.',
    'forms.fieldError.invalidPhone': 'The phone field may contain only digits, spaces and + ( ) - . /',

    'forms.field.name': 'Name',
    'forms.field.phone': 'Phone',
    'forms.field.email': 'Email',
    'forms.field.subject': 'Subject',
    'forms.field.message': 'Message',
    'forms.optional': '(optional)',
    'forms.honeypot': 'Leave this field empty',
    'forms.errorSummary': 'Please correct {count, plural, one {this field} other {these fields}}: {errors}',

    'forms.contact.formLabel': 'Contact form',
    'forms.contact.submit': 'Send Message',
    'forms.contact.submitting': 'Sending...',
    'forms.contact.metaTitle': 'Contact',
    'forms.contact.metaDescription': 'Questions about a product, a partnership or your order? Write to Rennfeld.',
    'forms.contact.eyebrow': 'Contact',
    'forms.contact.title': 'Contact us',
    'forms.contact.lead': 'Questions about a product, an approval or a partnership? Our team answers every message.',
    'forms.contact.hotline': 'Service hotline',
    'forms.contact.privacyNote':
      'Fields marked * are required. We use your details only to answer your message; see our',
    'forms.contact.privacyPolicy': 'privacy policy',

    'forms.newsletter.title': 'Subscribe to our newsletter',
    // The consent text: a new wording needs a new CURRENT_NEWSLETTER_CONSENT_VERSION.
    'forms.newsletter.consent':
      'New products, race results and technical tips from Rennfeld, a few times a year. You can unsubscribe at any time. We will e-mail you a link to confirm your address; how we keep your data is in our',
    'forms.newsletter.privacyPolicy': 'Privacy Policy',
    'forms.newsletter.submit': 'Subscribe',
    'forms.newsletter.submitting': 'Submitting...',
    'forms.newsletterPage.metaDescription':
      'Subscribe to the Rennfeld newsletter: new products, race results and tips.',
    'forms.newsletterPage.eyebrow': 'Stay informed',
    'forms.newsletterPage.title': 'Newsletter',
    'forms.newsletterPage.lead': 'Be the first to hear about new formulations, race wins and workshop tips.',
    'forms.newsletterPage.formTitle': 'Subscribe',

    // The pages newsletter e-mail links lead to (decision 045); the outcomes are the API's NEWSLETTER_MESSAGES.
    'forms.newsletterLink.eyebrow': 'Newsletter',
    'forms.newsletterLink.confirmTitle': 'Confirm your subscription',
    'forms.newsletterLink.confirmLead':
      'One click, and the Rennfeld newsletter comes to your inbox. You can unsubscribe at any time.',
    'forms.newsletterLink.confirmButton': 'Confirm my subscription',
    'forms.newsletterLink.unsubscribeTitle': 'Unsubscribe from the newsletter',
    'forms.newsletterLink.unsubscribeLead': 'We will send no more newsletters to your address.',
    'forms.newsletterLink.unsubscribeButton': 'Unsubscribe',
    'forms.newsletterLink.incomplete':
      'This link is not complete. Copy the whole link from the e-mail into the address bar.',
    'forms.newsletterLink.confirmed': 'Your subscription is confirmed. Thank you!',
    'forms.newsletterLink.confirmLinkInvalid':
      'This link has expired or has already been used. Subscribe again to get a new one.',
    'forms.newsletterLink.unsubscribed': 'You are unsubscribed. We will send you no more newsletters.',
    'forms.newsletterLink.unsubscribeLinkInvalid': 'This unsubscribe link is not valid.',
  },
  de: {
    'forms.newsletterSuccess': 'Erfolgreich angemeldet!',
    'forms.newsletterConfirmationSent':
      'Bitte bestätigen Sie Ihre Adresse über den Link, den wir Ihnen soeben per E-Mail geschickt haben.',
    'forms.newsletterFailure': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    'forms.apiError.tooManyRequests': 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
    'forms.apiError.unavailable': 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    'forms.contactSuccess': 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.',
    'forms.contactFailure': 'Beim Senden Ihres Formulars ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    'forms.validationFailed': 'Ihre Angaben sind ungültig.',

    // German names the field by its label (`label`).
    'forms.fieldError.required': 'Bitte füllen Sie das Feld „{label}“ aus.',
    'forms.fieldError.tooLong': 'Das Feld „{label}“ darf höchstens {max} Zeichen enthalten.',
    'forms.fieldError.controlCharacters': 'Das Feld „{label}“ darf keine Steuerzeichen enthalten.',
    'forms.fieldError.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'forms.fieldError.invalidPhone': 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) - . / enthalten.',

    'forms.field.name': 'Name',
    'forms.field.phone': 'Telefon',
    'forms.field.email': 'E-Mail',
    'forms.field.subject': 'Betreff',
    'forms.field.message': 'Nachricht',
    'forms.optional': '(optional)',
    'forms.honeypot': 'Dieses Feld bitte leer lassen',
    'forms.errorSummary': 'Bitte korrigieren Sie {count, plural, one {dieses Feld} other {diese Felder}}: {errors}',

    'forms.contact.formLabel': 'Kontaktformular',
    'forms.contact.submit': 'Nachricht senden',
    'forms.contact.submitting': 'Wird gesendet\u00a0…',
    'forms.contact.metaTitle': 'Kontakt',
    'forms.contact.metaDescription':
      'Fragen zu einem Produkt, einer Partnerschaft oder Ihrer Bestellung? Schreiben Sie an Rennfeld.',
    'forms.contact.eyebrow': 'Kontakt',
    'forms.contact.title': 'Schreiben Sie uns',
    'forms.contact.lead':
      'Fragen zu einem Produkt, einer Freigabe oder einer Partnerschaft? Unser Team beantwortet jede Nachricht.',
    'forms.contact.hotline': 'Service-Hotline',
    'forms.contact.privacyNote':
      'Pflichtfelder sind mit * gekennzeichnet. Wir verwenden Ihre Angaben nur, um Ihre Nachricht zu beantworten; mehr dazu in unserer',
    'forms.contact.privacyPolicy': 'Datenschutzerklärung',

    'forms.newsletter.title': 'Abonnieren Sie unseren Newsletter',
    'forms.newsletter.consent':
      'Ja, ich möchte einige Male im Jahr den Newsletter von Rennfeld mit neuen Produkten, Rennergebnissen und technischen Tipps per E-Mail erhalten. Diese Einwilligung kann ich jederzeit widerrufen. Zur Bestätigung meiner Adresse erhalte ich einen Link per E-Mail; wie meine Daten verarbeitet werden, steht in der',
    'forms.newsletter.privacyPolicy': 'Datenschutzerklärung',
    'forms.newsletter.submit': 'Anmelden',
    'forms.newsletter.submitting': 'Wird gesendet\u00a0…',
    'forms.newsletterPage.metaDescription':
      'Abonnieren Sie den Rennfeld-Newsletter: neue Produkte, Rennergebnisse und Tipps.',
    'forms.newsletterPage.eyebrow': 'Immer informiert',
    'forms.newsletterPage.title': 'Newsletter',
    'forms.newsletterPage.lead': 'Neue Rezepturen, Rennsiege und Werkstatttipps – hier erfahren Sie alles zuerst.',
    'forms.newsletterPage.formTitle': 'Jetzt anmelden',

    'forms.newsletterLink.eyebrow': 'Newsletter',
    'forms.newsletterLink.confirmTitle': 'Anmeldung bestätigen',
    'forms.newsletterLink.confirmLead':
      'Ein Klick, und der Rennfeld-Newsletter kommt in Ihr Postfach. Sie können ihn jederzeit abbestellen.',
    'forms.newsletterLink.confirmButton': 'Anmeldung bestätigen',
    'forms.newsletterLink.unsubscribeTitle': 'Newsletter abbestellen',
    'forms.newsletterLink.unsubscribeLead': 'Wir schicken dann keine Newsletter mehr an Ihre Adresse.',
    'forms.newsletterLink.unsubscribeButton': 'Abbestellen',
    'forms.newsletterLink.incomplete':
      'Dieser Link ist unvollständig. Bitte kopieren Sie den ganzen Link aus der E-Mail in die Adresszeile Ihres Browsers.',
    'forms.newsletterLink.confirmed': 'Ihre Anmeldung ist bestätigt. Vielen Dank!',
    'forms.newsletterLink.confirmLinkInvalid':
      'Dieser Link ist abgelaufen oder wurde bereits verwendet. Melden Sie sich erneut an, um einen neuen zu erhalten.',
    'forms.newsletterLink.unsubscribed': 'Sie sind abgemeldet. Wir schicken Ihnen keine Newsletter mehr.',
    'forms.newsletterLink.unsubscribeLinkInvalid': 'Dieser Abmeldelink ist ungültig.',
  },
});
