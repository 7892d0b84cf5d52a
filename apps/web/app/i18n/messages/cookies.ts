import { defineMessages } from '../define-messages.ts';

/** The cookie settings page: what the site keeps in a visitor's browser (decision 048). */
export const cookiesMessages = /* @__PURE__ */ defineMessages({
  en: {
    'cookies.title': 'Cookie Settings',
    'cookies.description': 'This website sets no cookies for its visitors: there is nothing to accept or refuse.',
    'cookies.noCookies':
      'This website sets no cookies for its visitors, so there is nothing to accept, refuse or set here. We use no tracking, analytics or advertising cookies, and the pages load nothing from other companies.',
    'cookies.storageHeading': 'What your browser keeps',
    'cookies.languageOffer':
      'If you close the offer to read this site in your browser’s language, your browser remembers that in its local storage (under “{key}”), so the offer does not return. It never leaves your device; clearing this site’s data in your browser removes it.',
    'cookies.staffHeading': 'Staff sign-in',
    'cookies.staff':
      'Only Rennfeld’s staff, when they sign in to the staff area, receive a cookie: the session their sign-in needs.',
    'cookies.morePrefix': 'What the site stores and for how long:',
    'cookies.privacyLink': 'Privacy Policy',
  },
  de: {
    'cookies.title': 'Cookie-Einstellungen',
    'cookies.description':
      'Diese Website setzt für ihre Besucherinnen und Besucher keine Cookies – es gibt nichts zu akzeptieren oder abzulehnen.',
    'cookies.noCookies':
      'Diese Website setzt für ihre Besucherinnen und Besucher keine Cookies. Hier gibt es daher nichts zu akzeptieren, abzulehnen oder einzustellen. Wir verwenden keine Tracking-, Analyse- oder Werbe-Cookies, und die Seiten laden nichts von anderen Unternehmen nach.',
    'cookies.storageHeading': 'Was Ihr Browser speichert',
    'cookies.languageOffer':
      'Wenn Sie das Angebot schließen, diese Website in der Sprache Ihres Browsers zu lesen, merkt sich Ihr Browser das in seinem lokalen Speicher (unter „{key}“), damit das Angebot nicht wiederkommt. Diese Angabe verlässt Ihr Gerät nie; Sie entfernen sie, indem Sie die Website-Daten dieser Seite in Ihrem Browser löschen.',
    'cookies.staffHeading': 'Anmeldung für Mitarbeitende',
    'cookies.staff':
      'Nur Mitarbeiterinnen und Mitarbeiter von Rennfeld erhalten ein Cookie, wenn sie sich im Redaktionsbereich anmelden: die Sitzung, die ihre Anmeldung braucht.',
    'cookies.morePrefix': 'Was die Website speichert und wie lange:',
    'cookies.privacyLink': 'Datenschutzerklärung',
  },
});
